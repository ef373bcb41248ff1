import type { FastifyInstance } from 'fastify';
import { bearer, changePassword, json, useTestApp } from '../../test/helpers';

let app: FastifyInstance;

useTestApp((started) => ({ app } = started), { timeoutMs: 120_000 }); // the demo seed (many password hashes) on a shared 2-core machine

const signIn = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/auth/performers/login', payload: { username: 'anna', password: 'demo1234', ...payload }, headers });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');
const maxAge = (cookie: string) => Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);

describe('the session cookie is set by the server', () => {
  it('a sign-in sets it HttpOnly, SameSite=Lax, for as long as the token lives (a year with "remember me")', async () => {
    const res = await signIn({});
    const cookie = cookieOf(res);
    expect(cookie).toBe(`token=${json(res).data.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge(cookie)}`);
    expect(maxAge(cookie)).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(maxAge(cookie)).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(maxAge(cookieOf(await signIn({ remember: true })))).toBeGreaterThan(364 * 24 * 3600);
  });

  it('is Secure when the edge says the request came over https', async () => {
    expect(cookieOf(await signIn({}, { 'x-forwarded-proto': 'https' }))).toMatch(/; Secure$/);
    expect(cookieOf(await signIn({}, { 'x-forwarded-proto': 'http' }))).not.toMatch(/Secure/);
  });

  it('a failed sign-in sets nothing; a password change sets the new token', async () => {
    expect(cookieOf(await signIn({ password: 'wrong-password' }))).toBe('');
    const token = json(await signIn({})).data.token as string;
    const changed = await changePassword(app, token, { currentPassword: 'demo1234', password: 'demo1234' });
    expect(changed.statusCode).toBe(200);
    expect(cookieOf(changed)).toMatch(new RegExp(`^token=${json(changed).data.token};`));
  });

  it('sign out and sign out everywhere clear it', async () => {
    for (const url of ['/auth/logout', '/auth/logout-all']) {
      const token = json(await signIn({})).data.token as string;
      const res = await app.inject({ method: 'POST', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(cookieOf(res)).toBe('token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    }
  });
});
