import type { FastifyInstance } from 'fastify';
import { createTestApp, json, socketOpener } from '../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let sockets: ReturnType<typeof socketOpener>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  sockets = socketOpener(app);
});
afterAll(async () => {
  sockets.closeAll();
  await close();
});

const open = (token?: string) => sockets.open(token);

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
