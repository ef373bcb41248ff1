import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders } from '@platform/shared/mock';
import type { AdminMail } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT } from '../../testing/admin';

const failed: AdminMail = {
  _id: 'f2f2f2f2f2f2f2f2f2f2f2f2',
  to: 'kate@example.com',
  subject: 'Verify your e-mail address',
  template: 'email-verification',
  language: 'en',
  status: 'failed',
  attempts: 6,
  lastError: '550 Mailbox unavailable',
  nextAttemptAt: null,
  sentAt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

it('shows failed mail with the SMTP answer and sends it again', async () => {
  api.get('/admin/mail/summary', { transport: 'smtp', queued: 0, failed: 1 });
  api.get('/admin/mail', { data: [failed], total: 1 });
  api.post(`/admin/mail/${failed._id}/retry`, { ...failed, status: 'queued', attempts: 0 });
  renderWithProviders(<Root />, { router: false, route: '/admin/mail' });
  expect(await screen.findByText('Mail goes out over SMTP: 0 queued, 1 failed.')).toBeInTheDocument();
  expect(await screen.findByText('Last answer: 550 Mailbox unavailable')).toBeInTheDocument();
  expect(api.callsTo('GET', '/admin/mail')[0].params).toMatchObject({ status: 'failed' });
  await userEvent.click(screen.getByRole('button', { name: 'Send again to kate@example.com' }));
  expect(await screen.findByText('The mail to kate@example.com is queued again.')).toBeInTheDocument();
  expect(api.callsTo('POST', `/admin/mail/${failed._id}/retry`)).toHaveLength(1);
});
