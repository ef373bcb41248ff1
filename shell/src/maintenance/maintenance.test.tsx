import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme, type AuthState } from '@platform/shared';
import { exemptFromMaintenance } from './maintenance-exempt';
import { MaintenancePage } from './maintenance.page';

const admin = {
  status: 'signed-in',
  role: 'user',
  token: 't',
  user: { _id: 'a', username: 'admin', roles: ['user', 'admin'] },
} as unknown as AuthState;
const member = { status: 'signed-in', role: 'user', token: 't', user: { _id: 'm', username: 'member', roles: ['user'] } } as unknown as AuthState;

it("shows the operator's maintenance message instead of the page's own text", () => {
  render(
    <ThemeProvider theme={theme}>
      <MaintenancePage siteName="XCams" logo="" message={'Back at 18:00.\nThank you!'} messageRu="Вернёмся в 18:00." />
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
  expect(screen.getByText(/Back at 18:00\./)).toBeInTheDocument();
  expect(screen.queryByText(/down for maintenance/)).not.toBeInTheDocument();
});

it('leaves the signed-in admin (everywhere) and the sign-in pages (for anyone) out of maintenance mode', () => {
  expect(exemptFromMaintenance('/admin/content/settings', admin)).toBe(true);
  expect(exemptFromMaintenance('/performers', admin)).toBe(true);
  expect(exemptFromMaintenance('/auth/login/user', { status: 'signed-out' })).toBe(true);
  expect(exemptFromMaintenance('/performers', member)).toBe(false);
  expect(exemptFromMaintenance('/admin', { status: 'signed-out' })).toBe(false);
  expect(exemptFromMaintenance('/auth/register/user', { status: 'signed-out' })).toBe(false);
});
