import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders } from '@platform/shared/mock';
import type { AdminAccount, AdminAccountDetails } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT, FIRST_RENDER } from '../../testing/admin';

const mia: AdminAccount = {
  _id: 'd1d1d1d1d1d1d1d1d1d1d1d1',
  role: 'user',
  staff: false,
  username: 'mia',
  email: 'mia@example.com',
  name: 'Mia',
  status: 'active',
  emailVerified: true,
  verification: null,
  balance: 120,
  suspensionReason: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

it('searches by text, role, status and registration days, and opens an account from the results', async () => {
  api.get('/admin/accounts', { data: [mia], total: 1 });
  api.get('/admin/accounts/user/:id', { account: mia, twoFactor: false, history: [], audit: [] } satisfies AdminAccountDetails);
  renderWithProviders(<Root />, { router: false, route: '/admin/accounts' });
  await screen.findByRole('link', { name: 'mia' }, FIRST_RENDER);

  await userEvent.type(screen.getByLabelText('Username, e-mail or name'), ' mia ');
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'Member');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
  await userEvent.type(screen.getByLabelText('Registered from'), '2026-11-01');
  await userEvent.type(screen.getByLabelText('Registered to'), '2026-11-30{Enter}');
  await waitFor(() =>
    expect(api.callsTo('GET', '/admin/accounts').at(-1)?.params).toEqual({
      q: 'mia',
      role: 'user',
      status: 'active',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      limit: 20,
      offset: 0,
    }),
  );
  expect(window.location.search).toContain('q=mia');

  await userEvent.click(screen.getByRole('link', { name: 'mia' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'mia' }, FIRST_RENDER)).toBeInTheDocument();
  expect(window.location.pathname).toBe(`/admin/accounts/user/${mia._id}`);
});

it('suspends with a reason, then offers to reactivate; signs out everywhere; resets a second factor that is on', async () => {
  let account = mia;
  api.get('/admin/accounts/user/:id', () => ({
    account,
    twoFactor: true,
    history: [{ kind: 'purchase', id: 'e1', type: 'tip', party: 'anna', tokens: 25, minutes: null, at: '2026-11-02T10:00:00.000Z' }],
    audit: [],
  }));
  api.post('/admin/accounts/user/:id/suspend', (req) => {
    account = { ...mia, status: 'inactive', suspensionReason: (req.body as { reason: string }).reason };
    return account;
  });
  api.post('/admin/accounts/user/:id/sign-out-everywhere', mia);
  api.post('/admin/accounts/:id/two-factor/reset', { reset: true });
  renderWithProviders(<Root />, { router: false, route: `/admin/accounts/user/${mia._id}` });

  const history = await screen.findByRole('table', { name: 'Purchases and shows' }, FIRST_RENDER);
  expect(within(history).getByText('anna')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend mia' });
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Spam in chats');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByText('The account is suspended')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  expect(screen.getByText('Spam in chats')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('Every session of the account has ended')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset the second factor' }));
  expect(await screen.findByText(/The second factor is removed/)).toBeInTheDocument();
  expect(api.callsTo('POST', `/admin/accounts/${mia._id}/two-factor/reset`)).toHaveLength(1);
});

it('offers no suspension of a staff account and shows a bad address as not found', async () => {
  api.get('/admin/accounts/user/:id', { account: { ...mia, staff: true, username: 'admin' }, twoFactor: true, history: [], audit: [] });
  const { unmount } = renderWithProviders(<Root />, { router: false, route: `/admin/accounts/user/${mia._id}` });
  expect(await screen.findByRole('button', { name: 'Sign out everywhere' }, FIRST_RENDER)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  unmount();
  renderWithProviders(<Root />, { router: false, route: '/admin/accounts/admin/123' });
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
