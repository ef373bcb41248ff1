import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, bearer, createTestApp, json, login } from '../../../test/helpers';
import { outboxNotice } from './dev.routes';

const outbox = (app: FastifyInstance, headers: Record<string, string> = {}, query = '') =>
  app.inject({ method: 'GET', url: `/dev/outbox${query}`, headers });

describe('GET /dev/outbox restricted to the admin (DEV_OUTBOX=admin, a non-loopback host, production)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestApp({ devOutbox: 'admin' }));
    // something worth stealing: a login code for the member
    await app.inject({ method: 'POST', url: '/auth/code/send', payload: { email: 'member@demo.local' } });
  }, 120_000); // the demo seed (many password hashes) on a shared 2-core machine
  afterAll(() => close());

  it('anonymous callers get 401 with a message that says why', async () => {
    const res = await outbox(app);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ statusCode: 401, message: expect.stringMatching(/admin/), error: 'Unauthorized' });
    expect(res.body).not.toContain('member@demo.local');
  });

  it('a member (or a bad token) is refused', async () => {
    const member = await login(app, 'user', 'member');
    const res = await outbox(app, bearer(member));
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ statusCode: 403, message: 'Only the admin can read the development outbox', error: 'Forbidden' });
    expect((await outbox(app, bearer('not-a-token'))).statusCode).toBe(401);
    const performer = await login(app, 'performer', 'anna');
    expect((await outbox(app, bearer(performer))).statusCode).toBe(403);
  });

  it('the admin reads it', async () => {
    const admin = await login(app, 'user', 'admin', ADMIN_PASSWORD);
    const res = await outbox(app, bearer(admin));
    expect(res.statusCode).toBe(200);
    expect(json(res).data.some((mail: { to: string }) => mail.to === 'member@demo.local')).toBe(true);
  });

  it('an override cannot open it on a production or non-loopback server', async () => {
    for (const config of [
      { devOutbox: 'open' as const, production: true, jwtSecret: 'a'.repeat(40), mediaSecret: 'b'.repeat(40), processorSecret: 'c'.repeat(40) },
      { devOutbox: 'open' as const, host: '0.0.0.0' },
    ]) {
      const other = await createTestApp({ ...config, seed: false });
      try {
        expect((await outbox(other.app)).statusCode).toBe(401);
      } finally {
        await other.close();
      }
    }
  }, 60_000);
});

describe('GET /dev/outbox on the default local development server', () => {
  it('is open to local requests without a token (the e2e journeys read it) and says so', async () => {
    const { app, close } = await createTestApp({ seed: false });
    try {
      expect(app.ctx.config.devOutbox).toBe('open');
      expect((await outbox(app)).statusCode).toBe(200);
      expect(outboxNotice(app.ctx.config)).toBe(
        'Development outbox open to local requests at /dev/outbox (DEV_OUTBOX=admin restricts it to the admin)',
      );
    } finally {
      await close();
    }
  }, 60_000);

  it("hides staff accounts' mail (the admin's codes and links) from anyone but the signed-in admin", async () => {
    const { app, close } = await createTestApp();
    try {
      for (const email of ['admin@demo.local', 'member@demo.local']) await app.inject({ method: 'POST', url: '/auth/code/send', payload: { email } });
      const addressees = async (headers: Record<string, string> = {}, query = '') =>
        (json(await outbox(app, headers, query)).data as Array<{ to: string }>).map((mail) => mail.to);
      expect(await addressees()).toEqual(['member@demo.local']);
      expect(await addressees({}, '?to=admin@demo.local')).toEqual([]);
      expect(await addressees(bearer(await login(app, 'user', 'member')))).toEqual(['member@demo.local']);
      expect(await addressees(bearer(await login(app, 'user', 'admin')))).toEqual(expect.arrayContaining(['admin@demo.local', 'member@demo.local']));
    } finally {
      await close();
    }
  }, 120_000);

  it('is not there at all outside dev mode', async () => {
    const { app, close } = await createTestApp({ devMode: false, devOutbox: 'open', seed: false });
    try {
      expect((await outbox(app)).statusCode).toBe(404);
    } finally {
      await close();
    }
  }, 60_000);
});
