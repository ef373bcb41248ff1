import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, json } from '../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await close();
});

const open = (token?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(base, { path: '/socket.io', query: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

it('a signed-in socket receives the events sent to its account; others do not', async () => {
  const login = await app.inject({ method: 'POST', url: '/auth/code/login', payload: { username: 'member', password: 'demo1234' } });
  const token = json(login).data.token as string;
  const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: { authorization: token } })).data;
  const member = await open(token);
  const anonymous = await open();
  const anonymousEvents: unknown[] = [];
  anonymous.on('balance-updated', (payload) => anonymousEvents.push(payload));
  const received = new Promise((resolve) => member.on('balance-updated', resolve));
  // the server joins the account room right after the handshake
  await new Promise((r) => setTimeout(r, 50));
  app.ctx.realtime.emitToAccount('user', me._id, 'balance-updated', { balance: 480 });
  await expect(received).resolves.toEqual({ balance: 480 });
  await new Promise((r) => setTimeout(r, 50));
  expect(anonymousEvents).toEqual([]);
});
