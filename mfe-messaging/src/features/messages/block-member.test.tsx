import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@platform/shared';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, reply, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import type { PublicUser } from '@platform/shared/contract';
import { BlockMember } from './block-member.component';

const max: PublicUser = { _id: 'u1', avatar: '', displayName: 'Max', username: 'max', isPerformer: false };
const anna: PublicUser = { _id: 'p1', avatar: '', displayName: 'Anna', username: 'anna', isPerformer: true };
/** Undone after the test that added it. */
const afterThis: Array<() => void> = [];
afterEach(() => afterThis.splice(0).forEach((undo) => undo()));

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  api.restore();
  resetPlatform();
});

it('a performer blocks the member she talks to after confirming; then she is pointed to her block list', async () => {
  signedInAs('performer', { _id: 'p1', username: 'anna' });
  api.post('/performers/blocking/update', { users: [], countries: [] });
  renderWithProviders(<BlockMember member={max} />);
  await userEvent.click(screen.getByRole('button', { name: 'Block' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('POST', '/performers/blocking/update')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Block' }));
  expect(screen.getByRole('alertdialog', { name: 'Block Max?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Yes, block' }));
  // her blocking settings are mfe-live's: the shell opens them
  expect(await screen.findByRole('link', { name: 'Manage blocked members' })).toHaveAttribute('href', '/account/performer/blocking');
  expect(api.callsTo('POST', '/performers/blocking/update')[0].body).toEqual({ userIds: ['u1'] });
});

it('shows the server’s reason when blocking fails, and keeps the confirm step', async () => {
  signedInAs('performer', { _id: 'p1', username: 'anna' });
  api.post('/performers/blocking/update', () => reply(404, { statusCode: 404, message: 'Member not found' }));
  renderWithProviders(<BlockMember member={max} />);
  await userEvent.click(screen.getByRole('button', { name: 'Block' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, block' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Member not found'));
  expect(screen.getByRole('button', { name: 'Yes, block' })).toBeEnabled();
});

it('is not offered to members, nor for a conversation with a performer', () => {
  signedInAs('user', { _id: 'u1', username: 'max' });
  const { unmount } = renderWithProviders(<BlockMember member={anna} />);
  expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  unmount();
  signedInAs('performer', { _id: 'p1', username: 'anna' });
  renderWithProviders(<BlockMember member={anna} />);
  expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
});

it('moves the focus into the confirm step; Escape cancels and gives it back to Block', async () => {
  // jsdom has no layout: every element counts as rendered for the focus trap
  const rects = jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  afterThis.push(() => rects.mockRestore());
  signedInAs('performer', { _id: 'p1', username: 'anna' });
  renderWithProviders(<BlockMember member={max} />);
  await userEvent.click(screen.getByRole('button', { name: 'Block' }));
  expect(screen.getByRole('button', { name: 'Yes, block' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
});

it('speaks Russian', async () => {
  signedInAs('performer', { _id: 'p1', username: 'anna' });
  renderWithProviders(<BlockMember member={max} />);
  await act(() => changeLanguage('ru'));
  try {
    await userEvent.click(screen.getByRole('button', { name: 'Заблокировать' }));
    expect(screen.getByRole('alertdialog', { name: 'Заблокировать Max?' })).toHaveTextContent('Он больше не сможет найти вас');
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('en'));
  }
});
