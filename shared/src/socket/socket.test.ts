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
      disconnect: jest.fn(() => {
        socket.connected = false;
        return socket;
      }),
      connect: jest.fn(() => {
        socket.connected = true;
        socket.handshakeQuery = socket.io.opts.query;
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

it('is created lazily, once per page, same origin with path /socket.io and the token', () => {
  session.set('tok-1', 'user');
  expect(io).not.toHaveBeenCalled();
  const a = getSocket();
  const b = getSocket();
  expect(a).toBe(b);
  expect(io).toHaveBeenCalledTimes(1);
  expect(io).toHaveBeenCalledWith(expect.objectContaining({ path: '/socket.io', query: { token: 'tok-1' } }));
  expect(io.mock.calls[0]).toHaveLength(1); // no URL: same origin
});

it('uses websocket only (no polling session the edge could send to another process) and retries fast with jitter', () => {
  getSocket();
  expect(io).toHaveBeenCalledWith(
    expect.objectContaining({ transports: ['websocket'], reconnectionDelay: 300, reconnectionDelayMax: 2000, randomizationFactor: 0.5 }),
  );
});

it('reports its connection state: a drop is "reconnecting", the return is one "reconnected"', () => {
  const reconnected = jest.fn();
  const stop = onSocketReconnected(reconnected);
  const socket = getSocket();
  expect(socketStatus.value()).toBe('connected');
  (socket as any).setConnected(false);
  expect(socketStatus.value()).toBe('reconnecting');
  (socket as any).setConnected(true);
  expect(socketStatus.value()).toBe('connected');
  expect(reconnected).toHaveBeenCalledTimes(1);
  closeSocket();
  expect(socketStatus.value()).toBe('offline');
  stop();
});

it('connects without a token when signed out', () => {
  getSocket();
  expect(io).toHaveBeenCalledWith(expect.objectContaining({ query: {} }));
});

it('reconnects with the new token when the auth state changes', () => {
  const socket = getSocket();
  session.set('tok-2', 'performer');
  bus.auth.set({ status: 'signed-in', role: 'performer', user: { _id: 'p1' } as any });
  expect(socket.disconnect).toHaveBeenCalledTimes(1);
  expect(socket.connect).toHaveBeenCalledTimes(1);
  expect((socket as any).handshakeQuery).toEqual({ token: 'tok-2' });
  expect(getSocket()).toBe(socket); // listeners registered on it survive
  expect(io).toHaveBeenCalledTimes(1);

  session.clear();
  bus.auth.set(SIGNED_OUT);
  expect((socket as any).handshakeQuery).toEqual({});
});

it('does not reconnect when the token is unchanged', () => {
  session.set('tok-3', 'user');
  const socket = getSocket();
  bus.balance.set(5);
  bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u' } as any });
  expect(socket.disconnect).not.toHaveBeenCalled();
});

it('notices a token changed behind its back on the next getSocket()', () => {
  const socket = getSocket();
  session.set('tok-4', 'user'); // no bus event
  getSocket();
  expect((socket as any).handshakeQuery).toEqual({ token: 'tok-4' });
});
