import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import Fastify from 'fastify';
import { lazyValidators } from './lazy-validators';

describe('lazyValidators', () => {
  it("compiles a route's validator when it is first called, not at ready, and validates by the schema as before", async () => {
    let compiles = 0;
    const counting: BuildCompilerFromPool = (externalSchemas, options) => {
      const compile = (AjvCompiler() as BuildCompilerFromPool)(externalSchemas, options);
      return (route) => {
        compiles++;
        return compile(route);
      };
    };
    const app = Fastify({ schemaController: { compilersFactory: { buildValidator: lazyValidators(counting) } } });
    app.post(
      '/thing',
      { schema: { body: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 1 } } } } },
      async (req) => req.body,
    );
    await app.ready();
    expect(compiles).toBe(0);
    const wrong = await app.inject({ method: 'POST', url: '/thing', payload: { count: 0 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/count must be >= 1/);
    expect(compiles).toBe(1);
    expect((await app.inject({ method: 'POST', url: '/thing', payload: { count: 2 } })).json()).toEqual({ count: 2 });
    expect(compiles).toBe(1);
    await app.close();
  });
});
