import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { bus, SIGNED_OUT, theme, type AuthState } from '@platform/shared';
import { SiteNavLinks } from '../header/header-links.component';
import { HEADER_TEST_ENTRIES } from '../header/header.test-helpers';
import { isRegistryDocument } from '../registry/registry.types';
import { createActivityFunction } from './owner';

const owners = [
  { name: 'mfe_catalog', routes: ['/', '/performers'] },
  { name: 'mfe_admin', routes: ['/admin'], access: 'admin' as const },
];
const at = (pathname: string) => ({ pathname }) as Location;
const member: AuthState = { status: 'signed-in', role: 'user', user: { _id: 'u1', username: 'member', roles: ['user'] } as never };
const admin: AuthState = { status: 'signed-in', role: 'user', user: { _id: 'u0', username: 'admin', roles: ['user', 'admin'] } as never };
// a performer or studio never holds the admin role, even if an account object said so
const performer: AuthState = { status: 'signed-in', role: 'performer', user: { _id: 'p1', username: 'anna', roles: ['admin'] } as never };

afterEach(() => act(() => bus.auth.set(SIGNED_OUT)));

it("activates the back office only for an admin: nobody else's browser fetches its code", () => {
  const adminApp = createActivityFunction('mfe_admin', () => owners);
  const catalog = createActivityFunction('mfe_catalog', () => owners);
  for (const auth of [SIGNED_OUT, member, performer]) {
    bus.auth.set(auth);
    expect(adminApp(at('/admin/verification'))).toBe(false);
    expect(catalog(at('/performers'))).toBe(true);
  }
  bus.auth.set(admin);
  expect(adminApp(at('/admin/verification'))).toBe(true);
  expect(adminApp(at('/administrator'))).toBe(false);
});

it('takes a registry entry with a known access rule and refuses one this shell does not know', () => {
  const entry = { name: 'mfe_admin', package: '@platform/mfe-admin', version: '1', manifestUrl: '/m.json', routes: ['/admin'] };
  expect(isRegistryDocument({ env: 'local', updatedAt: null, remotes: { mfe_admin: { ...entry, access: 'admin' } } })).toBe(true);
  expect(isRegistryDocument({ env: 'local', updatedAt: null, remotes: { mfe_admin: { ...entry, access: 'staff' } } })).toBe(false);
});

it('shows the Admin link in the header to the admin only', () => {
  const nav = () =>
    render(
      <ThemeProvider theme={theme}>
        <nav>
          <SiteNavLinks menus={[]} entries={HEADER_TEST_ENTRIES} />
        </nav>
      </ThemeProvider>,
    );
  bus.auth.set(member);
  const first = nav();
  expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  first.unmount();
  bus.auth.set(admin);
  nav();
  expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
});
