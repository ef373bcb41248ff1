import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { bus, toast, useBusState } from '../bus';
import { api } from '../api';
import { session } from '../session';
import { mockApi, createMockApi, fakeSocket, renderWithProviders, reply, resetPlatform, signedInAs } from '.';

afterEach(() => resetPlatform());

describe('mockApi', () => {
  it('answers routes with the envelope, captures calls and route params', async () => {
    const mock = mockApi();
    mock.get('/performers/:id/view', (req) => ({ _id: req.match.id }));
    await expect(api.get('/performers/anna/view', { params: { x: 1 } })).resolves.toEqual({ status: 0, data: { _id: 'anna' } });
    expect(mock.calls[0]).toMatchObject({ method: 'GET', path: '/performers/anna/view', params: { x: 1 }, match: { id: 'anna' } });
    mock.restore();
  });

  it('replays raw statuses through the real error rules', async () => {
    const mock = createMockApi();
    mock.post('/auth/code/login', reply(400, { statusCode: 400, message: 'Wrong password' }));
    await expect(api.post('/auth/code/login', {})).rejects.toEqual({ statusCode: 400, message: 'Wrong password' });
    mock.get('/users/me', reply(403, {}));
    await expect(api.get('/users/me', { quiet: true })).rejects.toEqual({ statusCode: 403, message: 'Нет доступа' });
    mock.restore();
  });

  it('supports one-shot routes (later routes win) and simulated network failures', async () => {
    jest.useFakeTimers();
    const mock = mockApi();
    mock.get('/streaming/active', ['ok']);
    mock.on('GET', '/streaming/active', reply.networkError(), { times: 1 });
    const p = api.get('/streaming/active');
    await jest.advanceTimersByTimeAsync(1000);
    await expect(p).resolves.toEqual({ status: 0, data: ['ok'] });
    expect(mock.callsTo('GET', '/streaming/active')).toHaveLength(2);
    mock.restore();
    jest.useRealTimers();
  });

  it('answers unknown routes with 404 and also serves fetchJson', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mock = mockApi();
    await expect(api.get('/nope')).resolves.toMatchObject({ statusCode: 404 });
    mock.get('/media', { items: [] });
    await expect(api.fetchJson('/media?limit=1')).resolves.toEqual({ status: 0, data: { items: [] } });
    await expect(api.fetchJson('/other')).rejects.toThrow('HTTP error! status: 404');
    mock.restore();
  });
});

describe('signedInAs', () => {
  it('publishes auth and balance and stores a session', () => {
    const state = signedInAs('user', { username: 'member', balance: 500 } as never);
    expect(state).toMatchObject({ status: 'signed-in', role: 'user', user: { username: 'member' } });
    expect(bus.auth.value()).toEqual(state);
    expect(bus.balance.value()).toBe(500);
    expect(session.get()).toEqual({ token: 'test-token', role: 'user' });
  });

  it('is undone by resetPlatform', () => {
    signedInAs('performer', { balance: 3 } as never);
    resetPlatform();
    expect(bus.auth.value()).toEqual({ status: 'signed-out' });
    expect(bus.balance.value()).toBeNull();
    expect(session.get()).toBeNull();
  });
});

describe('renderWithProviders', () => {
  function Room() {
    const { username } = useParams();
    const auth = useBusState(bus.auth);
    return (
      <>
        <h1>Room of {username}</h1>
        <p>{auth.status === 'signed-in' ? `Hi ${(auth.user as { username: string }).username}` : 'Guest'}</p>
        <button onClick={() => toast.success('Tipped!')}>Tip</button>
      </>
    );
  }

  it('renders at a route with theme, router and toasts', async () => {
    signedInAs('user', { username: 'member' } as never);
    const { Routes, Route } = jest.requireActual('react-router-dom');
    renderWithProviders(
      <Routes>
        <Route path="/live/:username" element={<Room />} />
      </Routes>,
      { route: '/live/anna' },
    );
    expect(screen.getByRole('heading', { name: 'Room of anna' })).toBeInTheDocument();
    expect(screen.getByText('Hi member')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tip' }));
    expect(screen.getByText('Tipped!')).toBeInTheDocument();
  });

  it('can leave routing to the rendered root', () => {
    function Where() {
      return <p>{window.location.pathname}</p>;
    }
    renderWithProviders(<Where />, { route: '/studio/members', router: false });
    expect(screen.getByText('/studio/members')).toBeInTheDocument();
  });
});

describe('fakeSocket', () => {
  afterEach(() => fakeSocket.reset());

  it('lets a test play the server, drop the connection and read what the client sent', () => {
    const got: unknown[] = [];
    const listener = (payload: unknown) => got.push(payload);
    fakeSocket.on('message', listener).on('disconnect', () => got.push('down'));
    fakeSocket.serverEmit('message', { text: 'hi' });
    fakeSocket.setConnected(false);
    expect(got).toEqual([{ text: 'hi' }, 'down']);
    expect(fakeSocket.connected).toBe(false);
    expect(fakeSocket.listenerCount('message')).toBe(1);
    expect(fakeSocket.listenerCount()).toBe(2);

    fakeSocket.emit('join', { room: 'anna' }).emit('leave', { room: 'anna' });
    expect(fakeSocket.emittedOf('join')).toEqual([{ room: 'anna' }]);

    fakeSocket.off('message', listener);
    fakeSocket.serverEmit('message', { text: 'again' });
    expect(got).toHaveLength(2);

    fakeSocket.reset();
    expect([fakeSocket.listenerCount(), fakeSocket.emitted, fakeSocket.connected]).toEqual([0, [], true]);
  });
});
