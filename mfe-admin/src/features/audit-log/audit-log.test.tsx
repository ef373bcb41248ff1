import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders } from '@platform/shared/mock';
import type { AuditEntry } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT, FIRST_RENDER } from '../../testing/admin';

const entry: AuditEntry = {
  _id: 'f1f1f1f1f1f1f1f1f1f1f1f1',
  actorId: 'a0a0a0a0a0a0a0a0a0a0a0a0',
  actorName: 'admin',
  action: 'account.suspend',
  targetType: 'user',
  targetId: 'd1d1d1d1d1d1d1d1d1d1d1d1',
  before: { status: 'active' },
  after: { status: 'inactive' },
  reason: 'Spam in chats',
  createdAt: '2026-11-02T10:00:00.000Z',
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

it('lists who did what and why, before and after, and filters by admin and action', async () => {
  api.get('/admin/audit-log', { data: [entry], total: 41 });
  api.get('/admin/audit-log/actions', ['account.suspend', 'verification.approve']);
  renderWithProviders(<Root />, { router: false, route: '/admin/audit-log' });
  const table = await screen.findByRole('table', { name: 'Audit log' }, FIRST_RENDER);
  const row = within(table).getAllByRole('row')[1];
  expect(row).toHaveTextContent('Spam in chats');
  expect(row).toHaveTextContent('{"status":"active"} → {"status":"inactive"}');
  expect(screen.getByText('41 items')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Admin'), 'admin');
  await userEvent.selectOptions(await screen.findByLabelText('Action'), 'verification.approve');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(api.callsTo('GET', '/admin/audit-log').at(-1)?.params).toEqual({ actor: 'admin', action: 'verification.approve', limit: 20, offset: 0 }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(api.callsTo('GET', '/admin/audit-log').at(-1)?.params).toMatchObject({ offset: 20 }));
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
});
