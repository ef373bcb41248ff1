import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { ADMIN_PASSWORD, bearer, freshCode, json, login, loginResponse, useTestApp } from '../../../test/helpers';

let app: FastifyInstance;

useTestApp((started) => ({ app } = started), { timeoutMs: 120_000 }); // the demo seed (many password hashes) on a shared 2-core machine

const post = (url: string, payload: object, token?: string) => app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const signInAs = (url: string, username: string, password = 'demo1234') => post(url, { username, password });

/** An authenticator app a test holds: the secret and the steps it already used (a code signs in once). */
const deviceFor = (secret: string, recoveryCodes: string[] = []) => ({ secret, lastStep: 0, recoveryCodes });

/** Enrols a signed-in account; answers its device and recovery codes. */
async function enrol(token: string) {
  const started = await post('/auth/two-factor/enrol', {}, token);
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCode } = json(started).data;
  expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*\\?secret=${secret}`));
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const device = deviceFor(secret);
  const confirmed = await post('/auth/two-factor/confirm', { code: freshCode(device) }, token);
  expect(confirmed.statusCode).toBe(200);
  device.recoveryCodes = json(confirmed).data.recoveryCodes;
  return device;
}

describe('two-factor sign-in of a performer', () => {
  let device: ReturnType<typeof deviceFor>;
  let recoveryCodes: string[];

  it('is off until enrolled; enrolment shows the secret once and needs a first code', async () => {
    const token = await login(app, 'performer', 'anna');
    expect(json(await app.inject({ method: 'GET', url: '/auth/two-factor', headers: bearer(token) })).data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const started = json(await post('/auth/two-factor/enrol', {}, token)).data;
    const wrong = await post('/auth/two-factor/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toMatch(/code is not correct/);
    // still off: a sign-in answers a token
    expect(loginResponse(await signInAs('/auth/performers/login', 'anna')).token).toEqual(expect.any(String));

    device = deviceFor(started.secret);
    const confirmed = await post('/auth/two-factor/confirm', { code: freshCode(device) }, token);
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = json(confirmed).data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(json(await app.inject({ method: 'GET', url: '/auth/two-factor', headers: bearer(token) })).data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // a second enrolment cannot replace an active authenticator
    expect((await post('/auth/two-factor/enrol', {}, token)).statusCode).toBe(400);
  });

  it('a password sign-in answers a challenge, not a token; the code issues the token and the HttpOnly cookie', async () => {
    const first = await signInAs('/auth/performers/login', 'anna');
    expect(first.statusCode).toBe(200);
    const answer = loginResponse(first);
    expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String), enrolmentRequired: false });
    expect(first.headers['set-cookie']).toBeUndefined();

    const wrong = await post('/auth/two-factor/verify', { challenge: answer.challenge, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    const code = freshCode(device);
    const verified = await post('/auth/two-factor/verify', { challenge: answer.challenge, code });
    expect(verified.statusCode).toBe(200);
    const token = json(verified).data.token as string;
    const cookie = String(verified.headers['set-cookie']);
    expect(cookie).toMatch(/^token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(30 * 24 * 3600 - 60); // a 30-day token
    expect((await app.inject({ method: 'GET', url: '/performers/me', headers: bearer(token) })).statusCode).toBe(200);

    // the challenge is used up, and the same code never signs in twice
    expect((await post('/auth/two-factor/verify', { challenge: answer.challenge, code })).statusCode).toBe(400);
    const again = loginResponse(await signInAs('/auth/performers/login', 'anna'));
    expect((await post('/auth/two-factor/verify', { challenge: again.challenge, code })).statusCode).toBe(400);
  });

  it('a recovery code works once and never again', async () => {
    const [recovery] = recoveryCodes;
    const first = loginResponse(await signInAs('/auth/performers/login', 'anna'));
    const used = await post('/auth/two-factor/verify', { challenge: first.challenge, code: recovery.toUpperCase().replace('-', ' ') });
    expect(used.statusCode).toBe(200);
    const second = loginResponse(await signInAs('/auth/performers/login', 'anna'));
    const refused = await post('/auth/two-factor/verify', { challenge: second.challenge, code: recovery });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toMatch(/code is not correct/);
  });

  // A code signs in once, and an app's codes are good for about a minute: these two tests use recovery codes to sign in.
  it('new recovery codes replace the old ones (a current code needed)', async () => {
    const challenge = loginResponse(await signInAs('/auth/performers/login', 'anna')).challenge;
    const session = json(await post('/auth/two-factor/verify', { challenge, code: recoveryCodes[3] })).data.token as string;
    expect((await post('/auth/two-factor/recovery-codes', { code: recoveryCodes[1] }, session)).statusCode).toBe(400);
    const renewed = await post('/auth/two-factor/recovery-codes', { code: freshCode(device) }, session);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = json(renewed).data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const next = loginResponse(await signInAs('/auth/performers/login', 'anna')).challenge;
    expect((await post('/auth/two-factor/verify', { challenge: next, code: recoveryCodes[2] })).statusCode).toBe(400);
    expect((await post('/auth/two-factor/verify', { challenge: next, code: fresh[0] })).statusCode).toBe(200);
    recoveryCodes = fresh;
  });

  it('disabling needs a current code; then a password alone signs in again', async () => {
    const challenge = loginResponse(await signInAs('/auth/performers/login', 'anna')).challenge;
    const session = json(await post('/auth/two-factor/verify', { challenge, code: recoveryCodes[1] })).data.token as string;
    const refused = await post('/auth/two-factor/disable', { code: '000000' }, session);
    expect(refused.statusCode).toBe(400);
    expect((await post('/auth/two-factor/disable', { code: recoveryCodes[2] }, session)).statusCode).toBe(200);
    expect(loginResponse(await signInAs('/auth/performers/login', 'anna')).token).toEqual(expect.any(String));
  });
});

describe('rate limits', () => {
  it('a challenge allows five wrong codes; an account ten per minute (429 with Retry-After)', async () => {
    const token = await login(app, 'studio', 'studio');
    const device = await enrol(token);
    const wrongCodes = async (challenge: string | undefined, count: number) => {
      const answers = [];
      for (let i = 0; i < count; i++) answers.push((await post('/auth/two-factor/verify', { challenge, code: `00000${i}` })).statusCode);
      return answers;
    };
    const first = loginResponse(await signInAs('/auth/studio/login', 'studio')).challenge;
    expect(await wrongCodes(first, 5)).toEqual([400, 400, 400, 400, 400]);
    const spent = await post('/auth/two-factor/verify', { challenge: first, code: freshCode(device) });
    expect(json(spent).message).toBe('This sign-in has expired or had too many wrong codes. Please sign in again.');

    const second = loginResponse(await signInAs('/auth/studio/login', 'studio')).challenge;
    expect(await wrongCodes(second, 5)).toEqual([400, 400, 400, 400, 400]);
    // ten wrong codes this minute: even the right code waits, on a new challenge as well
    const third = loginResponse(await signInAs('/auth/studio/login', 'studio')).challenge;
    const limited = await post('/auth/two-factor/verify', { challenge: third, code: freshCode(device) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(limited).message).toBe('Too many wrong codes. Please wait a minute and try again.');
  });
});

describe('the admin', () => {
  let adminDevice: ReturnType<typeof deviceFor>;
  const signInAdmin = async () => {
    const { challenge } = loginResponse(await signInAs('/auth/code/login', 'admin', ADMIN_PASSWORD));
    return json(await post('/auth/two-factor/verify', { challenge, code: freshCode(adminDevice) })).data.token as string;
  };

  it('anonymous → e-mailed code → no admin token: the admin enrols a second factor, with his password', async () => {
    // the attack of issue 23: a login code for the admin read from the open development outbox
    await post('/auth/code/send', { email: 'admin@demo.local' });
    const outbox = json(await app.inject({ method: 'GET', url: '/dev/outbox?to=admin@demo.local' })).data;
    expect(outbox).toEqual([]); // staff mail is hidden from anyone but the admin
    const [mail] = await app.ctx.mailer.list({ to: 'admin@demo.local', limit: 1 });
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const res = await signInAs('/auth/code/login', 'admin', code);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('The admin sets up two-factor sign-in with his password, not an e-mailed code.');
    expect(res.headers['set-cookie']).toBeUndefined();
    // the password answers an enrolment challenge, which is not a sign-in
    const answer = loginResponse(await signInAs('/auth/code/login', 'admin', ADMIN_PASSWORD));
    expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String), enrolmentRequired: true });
    expect((await post('/auth/two-factor/verify', { challenge: answer.challenge, code: '123456' })).statusCode).toBe(400);
  });

  it('enrols at sign-in (enrol → confirm → token + recovery codes) and cannot turn it off', async () => {
    const { challenge } = loginResponse(await signInAs('/auth/code/login', 'admin', ADMIN_PASSWORD));
    const enrolment = json(await post('/auth/two-factor/enrol', { challenge })).data;
    const device = (adminDevice = deviceFor(enrolment.secret));
    const confirmed = await post('/auth/two-factor/confirm', { challenge, code: freshCode(device) });
    expect(confirmed.statusCode).toBe(200);
    const { token, recoveryCodes } = json(confirmed).data;
    device.recoveryCodes = [...recoveryCodes];
    expect(recoveryCodes).toHaveLength(10);
    expect(String(confirmed.headers['set-cookie'])).toMatch(/^token=/);
    const status = json(await app.inject({ method: 'GET', url: '/auth/two-factor', headers: bearer(token) })).data;
    expect(status).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    const off = await post('/auth/two-factor/disable', { code: freshCode(device) }, token);
    expect(off.statusCode).toBe(400);
    expect(json(off).message).toBe('The admin must keep two-factor sign-in on.');
    // the admin reads staff mail in the outbox
    const mails = json(await app.inject({ method: 'GET', url: '/dev/outbox?to=admin@demo.local', headers: bearer(token) })).data;
    expect(mails.length).toBeGreaterThan(0);
    // and the next sign-in asks for a code
    expect(loginResponse(await signInAs('/auth/code/login', 'admin', ADMIN_PASSWORD))).toMatchObject({ enrolmentRequired: false });
    // a code from any authenticator app holding the secret signs in
    const next = loginResponse(await signInAs('/auth/code/login', 'admin', ADMIN_PASSWORD)).challenge;
    // the app's code of this step, or of the next (the API takes one step either side) when the helper spent this one
    const now = Math.floor(Date.now() / 30_000);
    const step = device.lastStep >= now ? now + 1 : now;
    const appCode = authenticator.clone({ epoch: step * 30_000 }).generate(enrolment.secret);
    device.lastStep = Math.max(device.lastStep, step); // the helper's next code comes after it
    expect((await post('/auth/two-factor/verify', { challenge: next, code: appCode })).statusCode).toBe(200);
  });

  it("resets another account's second factor; nobody else can", async () => {
    const member = await login(app, 'user', 'member');
    await enrol(member);
    const memberId = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(member) })).data._id;
    expect(loginResponse(await signInAs('/auth/code/login', 'member')).twoFactorRequired).toBe(true);

    expect((await post(`/admin/accounts/${memberId}/two-factor/reset`, {}, member)).statusCode).toBe(403);
    const admin = await signInAdmin();
    const reset = await post(`/admin/accounts/${memberId}/two-factor/reset`, {}, admin);
    expect(reset.statusCode).toBe(200);
    expect(json(reset).data).toEqual({ reset: true });
    expect(loginResponse(await signInAs('/auth/code/login', 'member')).token).toEqual(expect.any(String));
    expect(json(await post(`/admin/accounts/${memberId}/two-factor/reset`, {}, admin)).data).toEqual({ reset: false });
  });
});
