import type { FastifyInstance } from 'fastify';
import { createTestApp, login, socketOpener, until } from '../../test/helpers';

// Two API processes on one database and one Redis (the test command's pass on real servers sets REDIS_URL).
const describeCluster = process.env.REDIS_URL && process.env.DATABASE_URL ? describe : describe.skip;

describeCluster('socket.io across API processes (Redis adapter)', () => {
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof createTestApp>>;
  let openOnFirst: ReturnType<typeof socketOpener>;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ databaseSchema: first.app.ctx.config.databaseSchema });
    for (const { app } of [first, second]) await app.listen({ port: 0, host: '127.0.0.1' });
    openOnFirst = socketOpener(first.app);
  });
  afterAll(async () => {
    openOnFirst.closeAll();
    await second.close();
    await first.close();
  });

  const memberId = async (app: FastifyInstance, token: string) =>
    (await app.inject({ method: 'GET', url: '/users/me', headers: { authorization: token } })).json().data._id as string;

  it('an event sent by one process reaches the account connected to the other', async () => {
    const token = await login(first.app, 'user', 'member');
    const socket = await openOnFirst.open(token);
    const seen: unknown[] = [];
    socket.on('balance-updated', (payload) => seen.push(payload));
    const id = await memberId(second.app, token);
    // the account room is joined right after the handshake
    await until(async () => (await second.app.ctx.realtime.io!.in(`account:user:${id}`).fetchSockets()).length === 1);
    second.app.ctx.realtime.emitToAccount('user', id, 'balance-updated', { balance: 123 });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ balance: 123 }]);
  });

  it('ending a session on one process closes its sockets on the other', async () => {
    const token = await login(first.app, 'user', 'member');
    const socket = await openOnFirst.open(token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const logout = await second.app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: token } });
    expect(logout.statusCode).toBe(200);
    await expect(closed).resolves.toBe('io server disconnect');
  });
});
