import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PerformerDetails, StreamingStatus } from '@platform/shared/contract';
import { Root } from '../../root';
import { getRoomPerformer } from './watch.resource';

jest.mock('./watch.resource', () => ({ getRoomPerformer: jest.fn() }));
const getPerformer = getRoomPerformer as jest.MockedFunction<typeof getRoomPerformer>;

const performer = (streamingStatus: StreamingStatus) =>
  ({
    _id: 'p1',
    username: 'anna',
    name: 'Anna',
    avatar: '',
    streamingStatus,
    streamingTitle: 'Friday fun',
    aboutMe: 'Dancer from Madrid',
    privateCallPrice: 30,
    groupCallPrice: 15,
  }) as PerformerDetails;

function renderRoom() {
  window.history.pushState({}, '', '/live/anna');
  return render(<Root />);
}

beforeEach(() => getPerformer.mockReset());

it.each([
  ['offline', 'Anna is offline', '/offline.png'],
  ['private', 'Anna is in a private show', '/private.png'],
  ['group', 'Anna is in a group show', '/group.png'],
] as const)('shows the default image of a %s room', async (status, alt, src) => {
  getPerformer.mockResolvedValue(performer(status));
  renderRoom();
  expect(await screen.findByRole('img', { name: alt })).toHaveAttribute('src', src);
  expect(getPerformer).toHaveBeenCalledWith('anna');
});

it('shows no default image for a public show, and the performer info', async () => {
  getPerformer.mockResolvedValue(performer('public'));
  renderRoom();
  expect(await screen.findByText('Anna is live now')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Anna is/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Anna' })).toBeInTheDocument();
  expect(screen.getByText('Friday fun')).toBeInTheDocument();
  expect(screen.getByText('Dancer from Madrid')).toBeInTheDocument();
  expect(screen.getByText('30 tokens/min')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Anna avatar' })).toHaveAttribute('src', '/no-avatar.png');
  expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/profile/anna');
});

it('shows an error with retry when the room cannot be loaded', async () => {
  getPerformer.mockRejectedValueOnce({ statusCode: 404, message: 'Performer not found' });
  getPerformer.mockResolvedValueOnce(performer('offline'));
  renderRoom();
  expect(await screen.findByText('Performer not found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('img', { name: 'Anna is offline' })).toBeInTheDocument();
});
