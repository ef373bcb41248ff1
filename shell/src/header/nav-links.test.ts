import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@platform/shared/contract';
import { resolveOwner, type RouteOwner } from '../routing/owner';
import { FIXED_LINKS, roleLinks, SIGN_IN_LINKS } from './nav-links';
import en from '../locales/en.json';

/** A link's English text. */
const textOf = (label: string) => label.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en) as string;

// The remotes are read as files (their package.json prefixes, what the shell routes by, and the pages their
// routes.tsx declares): the shell never imports a remote.
const root = path.resolve(__dirname, '..', '..', '..');
const remotes = fs.readdirSync(root).filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(root, dir, 'package.json')));
const owners: RouteOwner[] = remotes.map((dir) => ({
  name: dir,
  routes: JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).platform.routes,
}));

/** The page patterns of a remote's router: `<Route path="…" element={…} />`, leaving out the catch-all and redirects. */
function pagesOf(remote: string): RegExp[] {
  const source = fs.readFileSync(path.join(root, remote, 'src', 'routes.tsx'), 'utf8');
  return [...source.matchAll(/<Route\s+path="([^"]+)"\s+element=\{([^\n]*)/g)]
    .filter(([, route, element]) => route !== '*' && !element.startsWith('<Navigate'))
    .map(([, route]) => {
      const pattern = route
        .replace(/\/\*$/, '(?:/.*)?')
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment))
        .join('/');
      return new RegExp(`^${pattern}$`);
    });
}

/** The remote that owns the path and the page it renders there, or why not. */
function servedBy(to: string): string {
  const owner = resolveOwner(to, owners);
  if (!owner) return 'no remote owns it';
  return pagesOf(owner).some((page) => page.test(to)) ? owner : `${owner} owns it but renders no page there`;
}

const ROLES: Role[] = ['user', 'performer', 'studio'];

it.each(ROLES)('every header link of a signed-in %s leads to a page some remote serves', (role) => {
  const links = [...FIXED_LINKS, ...roleLinks(role)];
  expect(links.map((l) => [l.to, servedBy(l.to)])).toEqual(links.map((l) => [l.to, expect.stringMatching(/^mfe-/)]));
});

it('the sign-in links lead to pages too', () => {
  expect(SIGN_IN_LINKS.map((l) => servedBy(l.to))).toEqual(SIGN_IN_LINKS.map(() => 'mfe-auth'));
});

it("a studio reaches each of its screens from the header: the studio's own ones and its payouts in the wallet", () => {
  const studio = roleLinks('studio');
  expect(studio.map((l) => [textOf(l.label), l.to, servedBy(l.to)])).toEqual([
    ['Dashboard', '/studio/dashboard', 'mfe-studio'],
    ['Members', '/studio/members', 'mfe-studio'],
    ['Commissions', '/studio/commissions', 'mfe-studio'],
    ['Payout requests', '/studio/payout-requests', 'mfe-studio'],
    ['Payouts', '/account/payouts', 'mfe-wallet'],
    ['Payment info', '/account/payment-info', 'mfe-wallet'],
    ['Studio', '/studio/account-settings', 'mfe-studio'],
  ]);
  expect(new Set(studio.map((l) => l.label)).size).toBe(studio.length);
});

it('catches a link to a path no page serves', () => {
  expect(servedBy('/studio/nowhere')).toBe('mfe-studio owns it but renders no page there');
  expect(servedBy('/account')).toBe('no remote owns it');
});
