import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { STUDIO_SECTIONS } from './common/sections';
import { Root } from './root';
import { STUDIO_PAGES } from './routes';

// Another remote's prefixes are read from its package.json (what the shell routes by), never by importing it.
const prefixesOf = (folder: string): string[] =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', folder, 'package.json'), 'utf8')).platform.routes;
const owns = (prefixes: string[], to: string) => prefixes.some((p) => to === p || to.startsWith(`${p}/`));

let api: MockApi;
let warn: jest.SpyInstance;
beforeEach(() => {
  api = mockApi();
  // The pages' data is not what these tests look at: unanswered requests (404) are expected.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signedInAs('studio', { username: 'studio' });
});
afterEach(() => {
  warn.mockRestore();
  api.restore();
  resetPlatform();
});

it('links every studio screen, each to a page this remote renders or one the wallet owns', () => {
  const studioPrefixes = prefixesOf('mfe-studio');
  const walletPrefixes = prefixesOf('mfe-wallet');
  for (const s of STUDIO_SECTIONS) {
    if (s.remote === 'studio') {
      expect(owns(studioPrefixes, s.to)).toBe(true);
      expect(STUDIO_PAGES).toContain(s.to);
    } else {
      expect(walletPrefixes).toContain(s.to);
    }
  }
  const linked = STUDIO_SECTIONS.map((s) => s.to);
  for (const page of STUDIO_PAGES) if (page !== '/studio/members/new') expect(linked).toContain(page);
});

it("declares the header's links to its screens (package.json platform.menu) in its section nav's order, for studios", () => {
  const menu: Array<{ path: string; roles?: string[]; place: string }> = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8'),
  ).platform.menu;
  expect(menu.map((entry) => entry.path)).toEqual(STUDIO_SECTIONS.filter((s) => s.remote === 'studio').map((s) => s.to));
  for (const entry of menu) expect(entry).toMatchObject({ place: 'account', roles: ['studio'] });
});

it.each(STUDIO_PAGES.map((p) => [p]))('%s renders its page inside the studio navigation', async (page) => {
  renderWithProviders(<Root />, { router: false, route: page });
  const nav = await screen.findByRole('navigation', { name: 'Studio' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(STUDIO_SECTIONS.map((s) => s.to));
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
});

it('the wallet screens are plain links through the shell', () => {
  renderWithProviders(<Root />, { router: false, route: '/studio/dashboard' });
  const nav = screen.getByRole('navigation', { name: 'Studio' });
  expect(within(nav).getByRole('link', { name: 'My payouts' })).toHaveAttribute('href', '/account/payouts');
  expect(within(nav).getByRole('link', { name: 'Payment info' })).toHaveAttribute('href', '/account/payment-info');
  expect(within(nav).getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/account/earnings');
});
