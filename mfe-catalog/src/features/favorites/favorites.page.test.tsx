import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, STREAM_EVENTS } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { fakeSocket } from '../../testing/fake-socket';
import { makePerformer } from '../performers/performer.fixtures';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const LIST = '/favourite/performers';
const UNLIKE = '/favourite/performers/unlike';
const anna = makePerformer({ _id: 'p1', username: 'anna', isFavorite: true });
const bella = makePerformer({ _id: 'p2', username: 'bella', isFavorite: true, streamingStatus: 'private', isStreaming: true });
const server = mockApiPerTest();

const renderFavorites = () => renderAt('/account/favorites');

beforeEach(() => {
  server.get('/settings/public', { AntMediaAppname: 'WebRTCAppEE', viewerURL: '' });
});
afterEach(() => {
  fakeSocket.reset();
});

it('asks a visitor to sign in as a member, and asks nothing of the API', async () => {
  renderFavorites();
  expect(screen.getByText('Sign in required')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in as a member' })).toHaveAttribute('href', '/auth/login/user');
  expect(server.callsTo('GET', LIST)).toHaveLength(0);
});

it('is for members only', () => {
  signedInAs('performer', { _id: 'p9', username: 'zoe' } as never);
  renderFavorites();
  expect(screen.getByText('Not available for your account')).toBeInTheDocument();
  expect(server.callsTo('GET', LIST)).toHaveLength(0);
});

it("lists the member's favourite performers with their live status", async () => {
  signedInAs('user', { _id: 'u1', name: 'Mia' } as never);
  server.get(LIST, { data: [anna, bella], total: 2 });
  renderFavorites();
  expect(await screen.findByText('2 performers')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Anna profile' })).toHaveAttribute('href', '/profile/anna');
  const bellaCard = screen.getByRole('link', { name: /^Watch Bella live/ });
  expect(within(bellaCard).getByText('Private show')).toBeInTheDocument();
  expect(server.callsTo('GET', LIST)[0].params).toEqual({ offset: 0, limit: 24 });
});

it('puts LIVE on a favourite as soon as the socket says she went live', async () => {
  signedInAs('user', { _id: 'u1' } as never);
  server.get(LIST, { data: [anna], total: 1 });
  renderFavorites();
  await screen.findByRole('link', { name: 'Anna profile' });
  act(() => fakeSocket.serverEmit(STREAM_EVENTS.modelUpdateStreamingStatus, { id: 'p1', status: 'group', performer: { isStreaming: true } }));
  const card = await screen.findByRole('link', { name: /^Watch Anna live/ });
  expect(within(card).getByText('Live')).toBeInTheDocument();
  expect(within(card).getByText('Group show')).toBeInTheDocument();
});

it('removes a performer from the favourites', async () => {
  signedInAs('user', { _id: 'u1' } as never);
  server.on('GET', LIST, { data: [anna, bella], total: 2 }, { times: 1 });
  server.post(UNLIKE, (req: { body: { performerId: string } }) => ({ performerId: req.body.performerId, isFavorite: false }));
  renderFavorites();
  await screen.findByText('2 performers');
  server.get(LIST, { data: [bella], total: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Remove Anna from favorites' }));
  expect(await screen.findByText('1 performer')).toBeInTheDocument();
  expect(screen.queryByText('Anna')).not.toBeInTheDocument();
  expect(screen.getByText('Bella')).toBeInTheDocument();
  expect(server.callsTo('POST', UNLIKE).map((c) => c.body)).toEqual([{ performerId: 'p1' }]);
});

it('keeps her and says why when removing fails', async () => {
  signedInAs('user', { _id: 'u1' } as never);
  server.get(LIST, { data: [anna], total: 1 });
  server.post(UNLIKE, reply(500, { statusCode: 500, message: 'Favourites are read-only right now' }));
  renderFavorites();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Anna from favorites' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not remove Anna: Favourites are read-only right now');
  expect(screen.getByRole('link', { name: 'Anna profile' })).toBeInTheDocument();
});

it('points to the performers when there are no favourites', async () => {
  signedInAs('user', { _id: 'u1' } as never);
  server.get(LIST, { data: [], total: 0 });
  renderFavorites();
  expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse performers' })).toHaveAttribute('href', '/performers');
});

it('shows the server message with a retry, and loads more', async () => {
  signedInAs('user', { _id: 'u1' } as never);
  server.on('GET', LIST, reply(500, { statusCode: 500, message: 'Favourites unavailable' }), { times: 1 });
  renderFavorites();
  expect(await screen.findByText('Favourites unavailable')).toBeInTheDocument();
  server.on('GET', LIST, { data: [anna], total: 2 }, { times: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('2 performers')).toBeInTheDocument();
  server.get(LIST, { data: [bella], total: 2 });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Bella')).toBeInTheDocument();
  expect(server.callsTo('GET', LIST).at(-1)?.params).toEqual({ offset: 1, limit: 24 });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('speaks Russian: the count with its plural and Remove', async () => {
  signedInAs('user', { _id: 'u1', name: 'Mia' } as never);
  server.get(LIST, { data: [anna, bella], total: 2 });
  renderFavorites();
  await screen.findByText('2 performers');
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByRole('heading', { name: 'Избранное' })).toBeInTheDocument();
    expect(screen.getByText('2 модели')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить Anna из избранного' })).toHaveTextContent('Удалить');
  } finally {
    await act(() => changeLanguage('en'));
  }
});
