import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, reply, resetPlatform, signedInAs } from '../../mock';
import { ReportButton } from './report-button.component';

afterEach(() => resetPlatform());

it('is not offered to visitors or studios', () => {
  const { unmount } = renderWithProviders(<ReportButton targetType="video" targetId={'a'.repeat(24)} />);
  expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  unmount();
  signedInAs('studio', { username: 'studio' } as never);
  renderWithProviders(<ReportButton targetType="video" targetId={'a'.repeat(24)} />);
  expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
});

it('sends a member’s report with the reason and details, asks for a reason first, and closes with thanks', async () => {
  signedInAs('user', { username: 'member' } as never);
  const api = mockApi();
  api.post('/reports', { _id: 'b'.repeat(24), duplicate: false });
  renderWithProviders(<ReportButton targetType="video" targetId={'a'.repeat(24)} what="this video" />);

  await userEvent.click(screen.getByRole('button', { name: 'Report this video' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report to the moderators' });
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(api.callsTo('POST', '/reports')).toHaveLength(0);
  expect(dialog).toHaveTextContent('Choose a reason');

  await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Harassment or threats');
  // pasted: typing it key by key re-renders the dialog 23 times, which on a loaded machine outlasts the test's time
  await userEvent.click(screen.getByLabelText('More details (optional)'));
  await userEvent.paste('Threats in the comments');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText('Thank you: the moderators will look at it.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.callsTo('POST', '/reports')[0].body).toEqual({
    targetType: 'video',
    targetId: 'a'.repeat(24),
    reason: 'harassment',
    details: 'Threats in the comments',
  });
});

it('shows the server’s refusal in the dialog and keeps it open; Escape closes it', async () => {
  signedInAs('performer', { username: 'anna' } as never);
  const api = mockApi();
  api.post('/reports', reply(400, { statusCode: 400, message: 'You cannot report yourself or your own content' }));
  renderWithProviders(<ReportButton targetType="performer" targetId={'a'.repeat(24)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  await userEvent.selectOptions(await screen.findByLabelText('Reason'), 'spam');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot report yourself or your own content');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
