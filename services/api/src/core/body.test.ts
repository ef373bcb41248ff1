import type { FastifyInstance } from 'fastify';
import { bearer, json, login, useTestApp } from '../../test/helpers';

let app: FastifyInstance;

useTestApp((started) => ({ app } = started));

describe('request bodies', () => {
  it('a JSON content type with an empty body counts as no body', async () => {
    const token = await login(app, 'performer', 'nina');
    const res = await app.inject({
      method: 'POST',
      url: '/verification/resend-verification-email',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('This e-mail address is already verified');
  });

  it('an empty body where one is required is a validation 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/code/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Array.isArray(json(res).message)).toBe(true);
  });

  it('invalid JSON is a 400 with a message', async () => {
    const res = await app.inject({ method: 'POST', url: '/settings/keys', headers: { 'content-type': 'application/json' }, payload: '{"keys": [' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ statusCode: 400, message: 'The body is not valid JSON', error: 'Bad Request' });
  });

  it('an unsupported content type is a 415, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/code/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(json(res).statusCode).toBe(415);
  });
});
