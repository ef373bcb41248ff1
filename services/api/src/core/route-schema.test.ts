import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createTestApp, json, useTestApp } from '../../test/helpers';

let app: FastifyInstance;

useTestApp((started) => ({ app } = started));

interface OpenApiOperation {
  responses?: Record<string, unknown>;
}

describe('every route declares what it answers', () => {
  it('the OpenAPI document shows a success response for every operation', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = json<{ paths: Record<string, Record<string, OpenApiOperation>> }>(res).paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(130);
    const undocumented = operations.filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((code) => /^[23]/.test(code)));
    expect(undocumented.map((o) => o.route)).toEqual([]);
  });

  it('refuses to register a route without a response schema', async () => {
    const { app: fresh, close: closeFresh } = await createTestApp();
    try {
      expect(() =>
        fresh.get('/undocumented', { schema: { querystring: Type.Object({ q: Type.Optional(Type.String()) }) } }, async () => ({ ok: true })),
      ).toThrow('GET /undocumented declares no response schema');
    } finally {
      await closeFresh();
    }
  });

  it('serialises with the declared schema: fields a route does not declare never leave the server', async () => {
    const res = await app.inject({ method: 'GET', url: '/performers/search?limit=1' });
    const performer = json(res).data.data[0];
    expect(performer).toBeDefined();
    expect(performer).not.toHaveProperty('password_hash');
    expect(performer).not.toHaveProperty('email');
  });
});
