import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders, reply } from '@platform/shared/mock';
import type { VerificationApplicant } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT, FIRST_RENDER } from '../../testing/admin';

const vera: VerificationApplicant = {
  _id: 'b1b1b1b1b1b1b1b1b1b1b1b1',
  role: 'performer',
  username: 'vera',
  name: 'Vera Fied',
  email: 'vera@example.com',
  studioName: 'Studio One',
  status: 'pending',
  reason: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  documents: [
    {
      type: 'idVerification',
      fileId: 'c1c1c1c1c1c1c1c1c1c1c1c1',
      originalName: 'passport.pdf',
      mimeType: 'application/pdf',
      url: '/api/files/protected/c1c1c1c1c1c1c1c1c1c1c1c1?viewer=user%3Aa0&expires=1&signature=s',
      expiresAt: '2026-11-20T10:30:00.000Z',
    },
  ],
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

it('lists who waits with their documents as signed links, and approves with one press', async () => {
  let waiting = [vera];
  api.get('/admin/verification', () => ({ data: waiting, total: waiting.length }));
  api.post('/admin/verification/performer/:id/approve', (req) => {
    waiting = [];
    return { ...vera, _id: req.match.id, status: 'approved' };
  });
  renderWithProviders(<Root />, { router: false, route: '/admin/verification' });
  const card = await screen.findByRole('article', { name: /Vera Fied/ }, FIRST_RENDER);
  expect(within(card).getByText('Studio One')).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: 'ID document' });
  expect(link).toHaveAttribute('href', vera.documents[0].url);
  expect(link).toHaveAttribute('target', '_blank');
  expect(api.callsTo('GET', '/admin/verification')[0].params).toMatchObject({ status: 'pending', limit: 20, offset: 0 });

  await userEvent.click(within(card).getByRole('button', { name: 'Approve Vera Fied' }));
  expect(await screen.findByText('Vera Fied is approved', {}, FIRST_RENDER)).toBeInTheDocument();
  expect(await screen.findByText('Nobody is waiting for review', {}, FIRST_RENDER)).toBeInTheDocument();
});

it('rejects only with a reason, given in a dialog that Escape closes', async () => {
  api.get('/admin/verification', { data: [vera], total: 1 });
  api.post('/admin/verification/performer/:id/reject', (req) => ({ ...vera, status: 'rejected', reason: (req.body as { reason: string }).reason }));
  renderWithProviders(<Root />, { router: false, route: '/admin/verification' });
  const reject = await screen.findByRole('button', { name: 'Reject Vera Fied' }, FIRST_RENDER);

  await userEvent.click(reject);
  expect(screen.getByRole('dialog', { name: "Reject Vera Fied's documents" })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(reject);
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
  expect(api.callsTo('POST', `/admin/verification/performer/${vera._id}/reject`)).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText(/Reason/), '  The ID photo is blurred ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST', `/admin/verification/performer/${vera._id}/reject`)[0].body).toEqual({ reason: 'The ID photo is blurred' });
  expect(screen.getByText('Vera Fied is rejected')).toBeInTheDocument();
});

it("shows the server's refusal and keeps the applicant", async () => {
  api.get('/admin/verification', { data: [vera], total: 1 });
  api.post(
    '/admin/verification/performer/:id/approve',
    reply(400, { statusCode: 400, message: 'This account has not sent any documents yet', error: 'Bad Request' }),
  );
  renderWithProviders(<Root />, { router: false, route: '/admin/verification' });
  await userEvent.click(await screen.findByRole('button', { name: 'Approve Vera Fied' }, FIRST_RENDER));
  expect(await screen.findByText('This account has not sent any documents yet', {}, FIRST_RENDER)).toBeInTheDocument();
  expect(screen.getByRole('article', { name: /Vera Fied/ })).toBeInTheDocument();
});
