import { createTestApp, socketOpener } from '../../../test/helpers';

describe('health, readiness and graceful shutdown', () => {
  it('/health names the process; /ready checks the database and turns 503 once the process drains', async () => {
    const { app, close } = await createTestApp({ instance: 'api-test-1' });
    try {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', instance: 'api-test-1' });
      expect(health.headers['x-api-instance']).toBe('api-test-1');
      expect(health.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);

      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        instance: 'api-test-1',
        checks: { database: true, redis: process.env.REDIS_URL ? true : null, draining: false },
      });

      app.ctx.lifecycle.draining = true;
      const draining = await app.inject({ method: 'GET', url: '/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'not-ready', checks: { draining: true } });
      // a draining process closes each connection after its response, so no keep-alive socket holds its exit
      expect(draining.headers.connection).toBe('close');
      expect(ready.headers.connection).not.toBe('close');
    } finally {
      await close();
    }
  });

  it("a caller's request id is kept (to follow one request across the proxy's and the API's logs); a malformed one is replaced", async () => {
    const { app, close } = await createTestApp();
    try {
      const kept = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-4f1c2a9b' } });
      expect(kept.headers['x-request-id']).toBe('edge-4f1c2a9b');
      const replaced = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id\twith spaces' } });
      expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
    } finally {
      await close();
    }
  });

  it('closing the app drops its sockets without telling them to stay away: the clients reconnect (to another process)', async () => {
    const { app, close } = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const sockets = socketOpener(app);
    const socket = await sockets.open();
    const reason = new Promise((resolve) => socket.once('disconnect', resolve));
    await close();
    await expect(reason).resolves.toBe('transport close');
    sockets.closeAll();
  });
});
