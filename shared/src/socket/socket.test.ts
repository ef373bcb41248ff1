import { bus, SIGNED_OUT } from '../bus';
import { session } from '../session';
import { closeSocket, getSocket, onSocketReconnected, socketStatus } from '.';

const sockets: any[] = [];
jest.mock('socket.io-client', () => ({
  io: jest.fn((opts: any) => {
    const { FakeSocket } = jest.requireActual('../mock/fake-socket');
    const socket: any = Object.assign(new FakeSocket(), {
      connected: true,
      io: { opts: { ...opts } },
      auth: opts.auth,
      disconnect: jest.fn(() => {
        socket.connected = false;
        return socket;
      }),
      connect: jest.fn(() => {
        socket.connected = true;
        socket.handshakeAuth = socket.auth;
        return socket;
      }),
    });
    sockets.push(socket);
    return socket;
  }),
}));
const { io } = jest.requireMock('socket.io-client') as { io: jest.Mock };

afterEach(() => {
  closeSocket();
  session.clear();
  bus.auth.set(SIGNED_OUT);
  sockets.length = 0;
  io.mockClear();
});

it('is created lazily, once per page, same origin with path /socket.io and the token', async () => {
  session.set('tok-1', 'user');
  expect(io).not.toHaveBeenCalled();
  const a = getSocket();
  const b = getSocket();
  expect(a).toBe(b);
  await a.ready();
  expect(io).toHaveBeenCalledTimes(1);
  expect(io).toHaveBeenCalledWith(expect.objectContaining({ path: '/socket.io', auth: { token: 'tok-1' } }));
  expect(io.mock.calls[0][0].query).toBeUndefined(); // the token never goes into the URL
  expect(io.mock.calls[0]).toHaveLength(1); // no URL: same origin
});

it('downloads socket.io-client only on first use, keeping listeners and emits made meanwhile', async () => {
  const listener = jest.fn();
  const page = getSocket();
  page.on('hello', listener);
  page.on('dropped', listener);
  page.off('dropped', listener);
  page.emit('join', { room: 1 });
  expect(page.connected).toBe(false);
  expect(page.active).toBe(true);
  expect(sockets).toHaveLength(0);
  const socket: any = await page.ready();
  expect(page.connected).toBe(true);
  expect(socket.emitted).toEqual([{ event: 'join', payload: { room: 1 } }]);
  socket.serverEmit('hello', 'hi');
  socket.serverEmit('dropped', 'x');
  expect(listener).toHaveBeenCalledTimes(1);
  expect(listener).toHaveBeenCalledWith('hi');
  page.emit('later');
  expect(socket.emitted[1]).toEqual({ event: 'later', payload: undefined });
});

it('opens no connection when closed before socket.io-client arrived', async () => {
  getSocket();
  closeSocket();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(io).not.toHaveBeenCalled();
});

it('uses websocket only (no polling session the edge could send to another process) and retries fast with jitter', async () => {
  await getSocket().ready();
  expect(io).toHaveBeenCalledWith(
    expect.objectContaining({ transports: ['websocket'], reconnectionDelay: 300, reconnectionDelayMax: 2000, randomizationFactor: 0.5 }),
  );
});

it('reports its connection state: a drop is "reconnecting", the return is one "reconnected"', async () => {
  const reconnected = jest.fn();
  const stop = onSocketReconnected(reconnected);
  const socket: any = await getSocket().ready();
  socket.setConnected(true);
  expect(socketStatus.value()).toBe('connected');
  socket.setConnected(false);
  expect(socketStatus.value()).toBe('reconnecting');
  socket.setConnected(true);
  expect(socketStatus.value()).toBe('connected');
  expect(reconnected).toHaveBeenCalledTimes(1);
  closeSocket();
  expect(socketStatus.value()).toBe('offline');
  stop();
});

it('connects without a token when signed out', async () => {
  await getSocket().ready();
  expect(io).toHaveBeenCalledWith(expect.objectContaining({ auth: {} }));
});

it('connects with the newest token when the auth state changed while socket.io-client was loading', async () => {
  const page = getSocket();
  session.set('tok-5', 'user');
  bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u5' } as any });
  const socket: any = await page.ready();
  expect(io).toHaveBeenCalledWith(expect.objectContaining({ auth: { token: 'tok-5' } }));
  expect(socket.disconnect).not.toHaveBeenCalled();
});

it('reconnects with the new token when the auth state changes', async () => {
  const page = getSocket();
  const socket: any = await page.ready();
  session.set('tok-2', 'performer');
  bus.auth.set({ status: 'signed-in', role: 'performer', user: { _id: 'p1' } as any });
  expect(socket.disconnect).toHaveBeenCalledTimes(1);
  expect(socket.connect).toHaveBeenCalledTimes(1);
  expect(socket.handshakeAuth).toEqual({ token: 'tok-2' });
  expect(getSocket()).toBe(page); // listeners registered on it survive
  expect(io).toHaveBeenCalledTimes(1);

  session.clear();
  bus.auth.set(SIGNED_OUT);
  expect(socket.handshakeAuth).toEqual({});
});

it('does not reconnect when the token is unchanged', async () => {
  session.set('tok-3', 'user');
  const socket: any = await getSocket().ready();
  bus.balance.set(5);
  bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u' } as any });
  expect(socket.disconnect).not.toHaveBeenCalled();
});

it('notices a token changed behind its back on the next getSocket()', async () => {
  const socket: any = await getSocket().ready();
  session.set('tok-4', 'user'); // no bus event
  getSocket();
  expect(socket.handshakeAuth).toEqual({ token: 'tok-4' });
});
