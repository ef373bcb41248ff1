import fs from 'node:fs';
import path from 'node:path';
import type { AuthState } from '@platform/shared';
import type { MenuAudience } from '@platform/shared/contract';
import { resolveOwner, type RouteOwner } from '../routing/owner';
import { declaredRegistryEntries } from './header.test-helpers';
import { audiencesOf, entriesFor, menuOf } from './remote-menu';

// The header's links come from the remotes' declarations (package.json platform.menu, as publish carries them into the
// registry). These tests pin what each kind of visitor sees to what the shell's own list showed before, and check that
// every link leads to a page.

const registry = declaredRegistryEntries();
const menu = menuOf(registry);

const root = path.resolve(__dirname, '..', '..', '..');
const owners: RouteOwner[] = registry.map(({ name, routes }) => ({ name, routes }));
const folderOf = (container: string) => container.replace('_', '-');

/** The page patterns of a remote's router: `<Route path="…" element={…} />`, leaving out the catch-all (a landing path that
 * redirects to the first section, as /admin does, counts: it opens a page). */
function pagesOf(remote: string): RegExp[] {
  const source = fs.readFileSync(path.join(root, remote, 'src', 'routes.tsx'), 'utf8');
  return [...source.matchAll(/<Route\s+path="([^"]+)"\s+element=\{/g)]
    .filter(([, route]) => route !== '*')
    .map(([, route]) => {
      const pattern = route
        .split('/')
        .slice(1)
        .map((segment) => {
          if (segment === '*') return '(?:/.*)?';
          if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
          return `/${segment}`;
        })
        .join('');
      return new RegExp(`^${pattern}$`);
    });
}

/** The remote that owns the path and renders a page there, or why not. */
function servedBy(to: string): string {
  const owner = resolveOwner(to, owners);
  if (!owner) return 'no remote owns it';
  const folder = folderOf(owner);
  return pagesOf(folder).some((page) => page.test(to)) ? folder : `${folder} owns it but renders no page there`;
}

const signedIn = (role: 'user' | 'performer' | 'studio', roles: string[] = []): AuthState => ({
  status: 'signed-in',
  role,
  user: { _id: 'a1', roles } as never,
});

const VIEWERS: Array<[string, AuthState]> = [
  ['visitor', { status: 'signed-out' }],
  ['member', signedIn('user')],
  ['performer', signedIn('performer')],
  ['studio', signedIn('studio')],
  ['admin', signedIn('user', ['admin'])],
];

const view = (audiences: MenuAudience[], place: 'main' | 'main-end' | 'account' | 'footer') =>
  entriesFor(menu, place, audiences).map((entry) => [entry.labels.en, entry.path]);

it('shows each kind of visitor the links the header showed before menus came with the remotes, in the same order', () => {
  const seen = Object.fromEntries(
    VIEWERS.map(([who, auth]) => {
      const audiences = audiencesOf(auth);
      return [who, { main: view(audiences, 'main'), end: view(audiences, 'main-end'), account: view(audiences, 'account') }];
    }),
  );
  const main = [
    ['Home', '/'],
    ['Performers', '/performers'],
    ['Photos', '/photos'],
  ];
  const member = [
    ['Favorites', '/account/favorites'],
    ['Tokens', '/account/tokens'],
    ['Messages', '/account/messages'],
    ['Transactions', '/account/transactions'],
    ['Settings', '/account/settings'],
  ];
  expect(seen).toEqual({
    visitor: {
      main,
      end: [],
      account: [
        ['Log in', '/auth/login/user'],
        ['Sign up', '/auth/register/user'],
        ['Performer login', '/auth/login/performer'],
        ['Studio login', '/auth/login/studio'],
      ],
    },
    member: { main, end: [], account: member },
    performer: {
      main,
      end: [],
      account: [
        ['Go live', '/live'],
        ['My content', '/account/content'],
        ['Earnings', '/account/earnings'],
        ['Messages', '/account/messages'],
        ['Settings', '/account/settings'],
      ],
    },
    studio: {
      main,
      end: [],
      account: [
        ['Dashboard', '/studio/dashboard'],
        ['Members', '/studio/members'],
        ['Commissions', '/studio/commissions'],
        ['Payout requests', '/studio/payout-requests'],
        ['Payouts', '/account/payouts'],
        ['Payment info', '/account/payment-info'],
        ['Studio', '/studio/account-settings'],
      ],
    },
    admin: { main, end: [['Admin', '/admin']], account: member },
  });
  // every link is in the phone menu too, and nothing is in the footer but the site's own menu
  expect(menu.filter((entry) => entry.phone === false)).toEqual([]);
  expect(menu.filter((entry) => entry.place === 'footer')).toEqual([]);
});

it('every link leads to a page the remote that declared it serves, with a Russian label', () => {
  expect(menu.map((entry) => [entry.path, servedBy(entry.path)])).toEqual(menu.map((entry) => [entry.path, folderOf(entry.remote)]));
  for (const entry of menu) expect(entry.labels.ru).not.toBe(entry.labels.en);
});

it('catches a link to a path no page serves', () => {
  expect(servedBy('/studio/nowhere')).toBe('mfe-studio owns it but renders no page there');
  expect(servedBy('/account')).toBe('no remote owns it');
});

it('draws only what it can: a malformed entry from an old stored registry is left out, the rest kept in order', () => {
  const [first] = registry;
  const good = { path: '/z', label: 'z', place: 'main' as const, order: 1, labels: { en: 'Z', ru: 'Я' } };
  const entries = menuOf([
    { ...first, menu: [good, { ...good, path: '//evil.example' }, { ...good, place: 'sidebar' } as never, { ...good, labels: undefined } as never] },
    { ...first, name: 'mfe_a', menu: [{ ...good, path: '/a' }] },
  ]);
  expect(entries.map((entry) => `${entry.remote} ${entry.path}`)).toEqual([`mfe_a /a`, `${first.name} /z`]);
  expect(entriesFor(entries, 'main', ['visitor'], { phone: true })).toHaveLength(2);
  expect(entriesFor([{ ...entries[0], phone: false }], 'main', ['visitor'], { phone: true })).toEqual([]);
});
