import type { FastifyInstance } from 'fastify';
import { bearer, json, login, useTestApp } from '../../test/helpers';
import { balance, idOf } from '../features/money/money.test-helpers';
import { BODY_TYPE_MESSAGE, COOKIE_ONLY_MESSAGE, CROSS_SITE_MESSAGE } from './same-origin';

const SITE = 'https://site.example';
const EVIL = 'https://evil.example';

let app: FastifyInstance;
let token: string;
let memberId: string;
let anna: string;

useTestApp(
  async (started) => {
    ({ app } = started);
    token = await login(app, 'user', 'member');
    memberId = await idOf(app, 'user', 'member');
    anna = await idOf(app, 'performer', 'anna');
  },
  { config: { publicSiteUrl: SITE, allowedOrigins: [SITE] } },
);

const tip = (headers: Record<string, string>, payload: string | object = { token: 1 }) =>
  app.inject({ method: 'POST', url: `/member/send-tip-token/${anna}`, headers, payload });

describe('state-changing calls from another site', () => {
  it('refuses the issue’s form-encoded tip with the session cookie from evil.example, and moves no token', async () => {
    const before = await balance(app, 'user', memberId);
    const res = await tip({ 'content-type': 'application/x-www-form-urlencoded', cookie: `role=user; token=${token}`, origin: EVIL }, 'token=1');
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({ statusCode: 415, message: BODY_TYPE_MESSAGE, error: 'Unsupported Media Type' });
    expect(await balance(app, 'user', memberId)).toBe(before);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8', '{"token":1}'],
    ['form-encoded', 'application/x-www-form-urlencoded', 'token=1'],
  ])('answers 415 to a %s body even from the site with a bearer token', async (_kind, contentType, body) => {
    const res = await tip({ 'content-type': contentType, origin: SITE, ...bearer(token) }, body);
    expect(res.statusCode).toBe(415);
    expect(json(res).message).toBe(BODY_TYPE_MESSAGE);
  });

  it('refuses a JSON call from a foreign Origin, even with the bearer token', async () => {
    const before = await balance(app, 'user', memberId);
    const res = await tip({ origin: EVIL, ...bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE, error: 'Forbidden' });
    expect(await balance(app, 'user', memberId)).toBe(before);
  });

  it.each([['null'], ['not a url']])('refuses the Origin %j', async (origin) => {
    expect((await tip({ origin, ...bearer(token) })).statusCode).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site, whatever the Origin says', async () => {
    const res = await tip({ 'sec-fetch-site': 'cross-site', origin: SITE, ...bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(CROSS_SITE_MESSAGE);
  });

  it('takes a JSON tip from the site’s origin with the bearer token', async () => {
    const before = await balance(app, 'user', memberId);
    const res = await tip({ origin: SITE, 'sec-fetch-site': 'same-origin', ...bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(await balance(app, 'user', memberId)).toBe(before - 1);
  });

  it('takes an Origin naming the very host the request was sent to (the API’s own pages)', async () => {
    const res = await tip({ origin: 'http://api.internal:4000', host: 'api.internal:4000', ...bearer(token) });
    expect(res.statusCode).toBe(200);
  });

  it('takes a call with neither Origin nor Sec-Fetch-Site that signs in with the header (tools, servers)', async () => {
    expect((await tip(bearer(token))).statusCode).toBe(200);
  });
});

describe('the session cookie never authorizes a change', () => {
  it('refuses a cookie-only JSON call without an Origin', async () => {
    const before = await balance(app, 'user', memberId);
    const res = await tip({ cookie: `token=${token}` });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(COOKIE_ONLY_MESSAGE);
    expect(await balance(app, 'user', memberId)).toBe(before);
  });

  it('treats a cookie-only JSON call from the site itself as signed out', async () => {
    const before = await balance(app, 'user', memberId);
    const res = await tip({ cookie: `token=${token}`, origin: SITE, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ statusCode: 403, message: 'Forbidden resource' });
    expect(await balance(app, 'user', memberId)).toBe(before);
  });

  it('still reads the cookie for a GET (pictures and files cannot send a header)', async () => {
    const res = await app.inject({ method: 'GET', url: '/users/me', headers: { cookie: `token=${token}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('routes that take other bodies by nature', () => {
  it('lets the password-reset page post its HTML form from the site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/password-change',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      payload: 'token=not-a-reset-token&password=new-password-1',
    });
    expect(res.statusCode).not.toBe(415);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses that form from another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/password-change',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      payload: 'token=not-a-reset-token&password=new-password-1',
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a body-less POST name application/json (axios does)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'content-type': 'application/json', origin: SITE, ...bearer(await login(app, 'user', 'member')) },
    });
    expect(res.statusCode).toBe(200);
  });
});
