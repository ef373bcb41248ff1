import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders } from '@platform/shared/mock';
import type { AdminReport } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT } from '../../testing/admin';

const report: AdminReport = {
  _id: 'c1c1c1c1c1c1c1c1c1c1c1c1',
  targetType: 'message',
  targetId: 'b1b1b1b1b1b1b1b1b1b1b1b1',
  reason: 'harassment',
  details: 'Threatens me',
  status: 'open',
  reporter: { role: 'performer', _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', username: 'anna' },
  reportsOfItem: 2,
  action: null,
  actionReason: null,
  decidedAt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  item: {
    exists: true,
    title: 'Pay me or else',
    owner: { role: 'user', _id: 'd1d1d1d1d1d1d1d1d1d1d1d1', username: 'rude' },
    imageUrl: null,
    hidden: false,
    live: false,
    context: [
      { _id: 'e1e1e1e1e1e1e1e1e1e1e1e1', author: 'rude', text: 'Hello', createdAt: '2026-11-02T09:58:00.000Z', reported: false },
      { _id: 'b1b1b1b1b1b1b1b1b1b1b1b1', author: 'rude', text: 'Pay me or else', createdAt: '2026-11-02T09:59:00.000Z', reported: true },
    ],
  },
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

it('shows a report with the conversation around the message and hides it with a reason', async () => {
  api.get('/admin/reports', { data: [report], total: 1 });
  api.post(`/admin/reports/${report._id}/action`, { ...report, status: 'actioned', action: 'hide', item: { ...report.item, hidden: true } });
  renderWithProviders(<Root />, { router: false, route: '/admin/reports' });

  const card = await screen.findByRole('article', { name: 'Private message: Pay me or else' });
  expect(card).toHaveTextContent('Harassment or threats');
  expect(card).toHaveTextContent('anna (Performer)');
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual([expect.stringContaining('Hello'), expect.stringContaining('Pay me or else')]);
  expect(within(card).queryByRole('button', { name: /End the show/ })).toBeNull();

  await userEvent.click(within(card).getByRole('button', { name: 'Hide: Pay me or else' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hide Pay me or else' });
  await userEvent.type(within(dialog).getByRole('textbox'), 'Threats');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('Hidden for everyone.')).toBeInTheDocument();
  expect(api.callsTo('POST', `/admin/reports/${report._id}/action`)[0].body).toEqual({ action: 'hide', reason: 'Threats' });
});

it('offers Undo on a decided report', async () => {
  const decided = { ...report, status: 'actioned' as const, action: 'suspend' as const, actionReason: 'Threats' };
  api.get('/admin/reports', { data: [decided], total: 1 });
  api.post(`/admin/reports/${report._id}/undo`, { ...report });
  renderWithProviders(<Root />, { router: false, route: '/admin/reports' });
  await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Acted on');
  const card = await screen.findByRole('article', { name: 'Private message: Pay me or else' });
  expect(card).toHaveTextContent('Suspend the account: Threats');
  await userEvent.click(within(card).getByRole('button', { name: 'Undo: Pay me or else' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox'), 'Reviewed again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('The decision was undone; the report is open again.')).toBeInTheDocument();
  expect(api.callsTo('GET', '/admin/reports').at(-1)?.params).toMatchObject({ status: 'actioned' });
});
