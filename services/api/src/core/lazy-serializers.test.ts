import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { lazySerializers } from './lazy-serializers';

describe('lazySerializers', () => {
  it("builds a route's serializer when it first answers, not at start, and serializes by the schema as before", async () => {
    let builds = 0;
    const counting: ReturnType<typeof SerializerSelector> = (externalSchemas, options) => {
      const compile = SerializerSelector()(externalSchemas, options);
      return (route) => {
        builds++;
        return compile(route);
      };
    };
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers(counting) } } });
    app.get(
      '/thing',
      { schema: { response: { 200: { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } } } } } },
      async () => ({ name: 'a', count: 2, secret: 'never sent' }),
    );
    await app.ready();
    expect(builds).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/thing' })).json()).toEqual({ name: 'a', count: 2 });
    expect(builds).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/thing' })).json()).toEqual({ name: 'a', count: 2 });
    expect(builds).toBe(1);
    await app.close();
  });
});
