import type { FastifyInstance } from 'fastify';
import { bearer, changePassword, createTestApp, fields, json, login, multipart, pdfPart, pngPart } from '../../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const outbox = async (to: string) => json(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).data as any[];

describe('login', () => {
  it.each([
    ['user', '/auth/code/login', 'member'],
    ['user (alias)', '/auth/users/login', 'member'],
    ['performer', '/auth/performers/login', 'anna'],
    ['studio', '/auth/studio/login', 'studio'],
  ])('%s login returns only a token', async (_role, url, username) => {
    const res = await app.inject({ method: 'POST', url, payload: { username, password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.status).toBe(0);
    expect(Object.keys(body.data)).toEqual(['token']);
    const payload = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ source: expect.any(String), sourceId: expect.stringMatching(/^[0-9a-f]{24}$/), authId: expect.any(String) });
  });

  it('accepts the e-mail as username', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/performers/login', payload: { username: 'ANNA@demo.local', password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
  });

  it.each(['/auth/code/login', '/auth/performers/login', '/auth/studio/login'])('%s with a bad password fails with a message', async (url) => {
    const username = url.includes('performers') ? 'anna' : url.includes('studio') ? 'studio' : 'member';
    const res = await app.inject({ method: 'POST', url, payload: { username, password: 'wrong-password' } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ statusCode: 400, message: 'Incorrect username or password', error: 'Bad Request' });
  });

  it('a performer cannot log in on the studio endpoint', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/studio/login', payload: { username: 'anna', password: 'demo1234' } });
    expect(res.statusCode).toBe(400);
  });

  it('missing fields answer the validation shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/code/login', payload: {} });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toEqual(
      expect.arrayContaining([
        { property: 'username', constraints: { isNotEmpty: 'username should not be empty' } },
        { property: 'password', constraints: { isNotEmpty: 'password should not be empty' } },
      ]),
    );
  });

  it('a malformed JSON body is a 400, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/code/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(json(res).statusCode).toBe(400);
  });
});

describe('registration', () => {
  it('registers a member with JSON, sends a verification e-mail, and the new member can log in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/users/register',
      payload: { username: 'newbie1', email: 'newbie1@example.com', password: 'secret123', firstName: 'New', lastName: 'Bie' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ username: 'newbie1', email: 'newbie1@example.com', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const mails = await outbox('newbie1@example.com');
    expect(mails[0].subject).toMatch(/verify/i);
    expect(mails[0].links[0]).toContain('/verification/verify?token=');
    const token = await login(app, 'user', 'newbie1', 'secret123');
    const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) })).data;
    expect(me).toMatchObject({ username: 'newbie1', emailVerified: false, balance: 0 });
  });

  it('answers bad member fields with one item per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/users/register', payload: { username: 'bad name!', email: 'nope', password: '123' } });
    expect(res.statusCode).toBe(400);
    const items = json(res).message as Array<{ property: string; constraints: Record<string, string> }>;
    expect(items.map((i) => i.property).sort()).toEqual(['email', 'password', 'username']);
    expect(items.find((i) => i.property === 'email')!.constraints).toEqual({ isEmail: 'email must be an email' });
    expect(items.find((i) => i.property === 'password')!.constraints.minLength).toBe('password must be longer than or equal to 6 characters');
  });

  it('refuses a duplicate username or e-mail with a clear message', async () => {
    const byName = await app.inject({
      method: 'POST',
      url: '/auth/users/register',
      payload: { username: 'ANNA', email: 'other@example.com', password: 'secret123' },
    });
    expect(byName.statusCode).toBe(400);
    expect(json(byName).message).toEqual([{ property: 'username', constraints: { isUnique: 'This username is already taken' } }]);
    const byEmail = await app.inject({
      method: 'POST',
      url: '/auth/users/register',
      payload: { username: 'someoneelse', email: 'Member@Demo.Local', password: 'secret123' },
    });
    expect(byEmail.statusCode).toBe(400);
    expect(json(byEmail).message[0].constraints.isUnique).toBe('E-mail Member@Demo.Local is already registered');
  });

  it('registers a performer with multipart documents stored as private uploads', async () => {
    const form = multipart([
      ...fields({
        username: 'newmodel',
        email: 'newmodel@example.com',
        password: 'secret123',
        firstName: 'New',
        lastName: 'Model',
        gender: 'female',
        dateOfBirth: '2000-02-02',
      }),
      pngPart('documentVerification'),
      pdfPart('idVerification'),
    ]);
    const res = await app.inject({ method: 'POST', url: '/auth/performers/register', ...form });
    expect(res.statusCode).toBe(200);
    const token = await login(app, 'performer', 'newmodel', 'secret123');
    const me = json(await app.inject({ method: 'GET', url: '/performers/me', headers: bearer(token) })).data;
    expect(me).toMatchObject({ username: 'newmodel', gender: 'female', verified: false, dateOfBirth: '2000-02-02' });
    expect(me.documentVerification).toMatch(/^[0-9a-f]{24}$/);
    expect(me.idVerification).toMatch(/^[0-9a-f]{24}$/);
    const files = await app.ctx.db.query<{ visibility: string; mime_type: string }>(
      'SELECT visibility, mime_type FROM files WHERE owner_id = $1 ORDER BY kind',
      [me._id],
    );
    expect(files.rows).toEqual([
      { visibility: 'private', mime_type: 'image/png' },
      { visibility: 'private', mime_type: 'application/pdf' },
    ]);
    expect((await outbox('newmodel@example.com')).length).toBe(1);
  });

  it('refuses a performer registration without a document', async () => {
    const form = multipart([
      ...fields({ username: 'nodocs', email: 'nodocs@example.com', password: 'secret123', firstName: 'No', lastName: 'Docs', gender: 'male' }),
      pngPart('documentVerification'),
    ]);
    const res = await app.inject({ method: 'POST', url: '/auth/performers/register', ...form });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      statusCode: 400,
      message: [{ property: 'idVerification', constraints: { isNotEmpty: 'idVerification file is required' } }],
      error: 'Bad Request',
    });
  });

  it('refuses a performer registration with a duplicate username and a bad gender', async () => {
    const form = multipart([
      ...fields({ username: 'anna', email: 'anna2@example.com', password: 'secret123', firstName: 'A', lastName: 'B', gender: 'robot' }),
      pngPart('documentVerification'),
      pngPart('idVerification'),
    ]);
    const res = await app.inject({ method: 'POST', url: '/auth/performers/register', ...form });
    expect(res.statusCode).toBe(400);
    expect(json(res).message[0]).toEqual({
      property: 'gender',
      constraints: { isEnum: 'gender must be one of the following values: female, transgender, male' },
    });
    const fixed = multipart([
      ...fields({ username: 'anna', email: 'anna2@example.com', password: 'secret123', firstName: 'A', lastName: 'B', gender: 'female' }),
      pngPart('documentVerification'),
      pngPart('idVerification'),
    ]);
    const dup = await app.inject({ method: 'POST', url: '/auth/performers/register', ...fixed });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).message).toEqual([{ property: 'username', constraints: { isUnique: 'This username is already taken' } }]);
  });

  it('refuses a document that is not an image or PDF', async () => {
    const form = multipart([
      ...fields({ name: 'X', username: 'xstudio', email: 'x@example.com', password: 'secret123' }),
      { name: 'documentVerification', file: { filename: 'a.txt', contentType: 'image/png', content: Buffer.from('hello') } },
      pngPart('idVerification'),
    ]);
    const res = await app.inject({ method: 'POST', url: '/auth/studio/register', ...form });
    expect(res.statusCode).toBe(400);
    expect(json(res).message[0].constraints.isFileType).toBe('documentVerification must be an image (PNG, JPEG, GIF, WebP) or a PDF document');
  });

  it('registers a studio with multipart documents', async () => {
    const form = multipart([
      ...fields({ name: 'Sunset Studio', username: 'sunset', email: 'sunset@example.com', password: 'secret123', country: 'US' }),
      pdfPart('documentVerification'),
      pngPart('idVerification'),
    ]);
    const res = await app.inject({ method: 'POST', url: '/auth/studio/register', ...form });
    expect(res.statusCode).toBe(200);
    const token = await login(app, 'studio', 'sunset', 'secret123');
    const me = json(await app.inject({ method: 'GET', url: '/studio/me', headers: bearer(token) })).data;
    expect(me).toMatchObject({
      name: 'Sunset Studio',
      username: 'sunset',
      balance: 0,
      documentVerificationFile: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });

  it('a studio registration that is not multipart is a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/studio/register', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('The request must be multipart/form-data');
  });
});

describe('auth code, forgot password, password change, verification', () => {
  it('sends an auth code by e-mail; the code signs the member in once', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/code/send', payload: { email: 'member@demo.local' } });
    expect(res.statusCode).toBe(200);
    // the code travels only by e-mail, never in the answer
    expect(json(res).data).toEqual({ email: 'member@demo.local', sent: true });
    const mail = (await outbox('member@demo.local'))[0];
    const code = /login code: (\d{6})$/.exec(mail.subject)![1];
    expect(mail.text).toContain(code);
    const first = await app.inject({ method: 'POST', url: '/auth/code/login', payload: { username: 'member@demo.local', password: code } });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/auth/code/login', payload: { username: 'member@demo.local', password: code } });
    expect(again.statusCode).toBe(400);
  });

  it('auth code for an unknown e-mail answers exactly like a known one, and sends nothing', async () => {
    const known = await app.inject({ method: 'POST', url: '/auth/code/send', payload: { email: 'member@demo.local' } });
    const res = await app.inject({ method: 'POST', url: '/auth/code/send', payload: { email: 'ghost@example.com' } });
    expect(res.statusCode).toBe(known.statusCode);
    expect(json(res)).toEqual({ ...json(known), data: { ...json(known).data, email: 'ghost@example.com' } });
    expect(await app.ctx.mailer.list({ to: 'ghost@example.com', limit: 10 })).toEqual([]);
  });

  it('forgot password e-mails a reset link that sets a new password', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/users/forgot', payload: { email: 'bella@demo.local', type: 'performer' } });
    expect(res.statusCode).toBe(200);
    const mail = (await outbox('bella@demo.local'))[0];
    expect(mail.subject).toMatch(/reset/i);
    const link = new URL(mail.links[0]);
    const token = link.searchParams.get('token')!;
    const page = await app.inject({ method: 'GET', url: `/auth/password-change?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
    const change = await app.inject({ method: 'POST', url: '/auth/password-change', payload: { token, password: 'bella-new-1' } });
    expect(change.statusCode).toBe(200);
    await expect(login(app, 'performer', 'bella', 'bella-new-1')).resolves.toEqual(expect.any(String));
    const reuse = await app.inject({ method: 'POST', url: '/auth/password-change', payload: { token, password: 'another-1' } });
    expect(reuse.statusCode).toBe(400);
  });

  it('PUT /auth/users/me/password works with any role token', async () => {
    for (const [role, username] of [
      ['user', 'member'], // not the admin: its password is no longer the demo one
      ['performer', 'iris'],
      ['studio', 'studio'],
    ] as const) {
      const token = await login(app, role, username);
      const res = await changePassword(app, token, { currentPassword: 'demo1234', password: 'changed123' });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toEqual({ token: expect.any(String) });
      await expect(login(app, role, username, 'changed123')).resolves.toEqual(expect.any(String));
    }
    const noToken = await app.inject({
      method: 'PUT',
      url: '/auth/users/me/password',
      payload: { currentPassword: 'demo1234', password: 'changed123' },
    });
    expect(noToken.statusCode).toBe(403);
    const token = await login(app, 'performer', 'julia');
    const short = await changePassword(app, token, { currentPassword: 'demo1234', password: '1' });
    expect(short.statusCode).toBe(400);
    expect(json(short).message[0].property).toBe('password');
  });

  it('resends the verification e-mail and the link verifies the address', async () => {
    await app.inject({
      method: 'POST',
      url: '/auth/users/register',
      payload: { username: 'verifyme', email: 'verifyme@example.com', password: 'secret123' },
    });
    const token = await login(app, 'user', 'verifyme', 'secret123');
    const res = await app.inject({ method: 'POST', url: '/verification/resend-verification-email', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ email: 'verifyme@example.com', sent: true });
    const mails = await outbox('verifyme@example.com');
    expect(mails).toHaveLength(2);
    const link = new URL(mails[0].links[0]);
    const verify = await app.inject({ method: 'GET', url: `/verification/verify?${link.searchParams}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('E-mail verified');
    const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) })).data;
    expect(me.emailVerified).toBe(true);
    const again = await app.inject({ method: 'POST', url: '/verification/resend-verification-email', payload: { email: 'verifyme@example.com' } });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('This e-mail address is already verified');
  });

  it('a forged verification link is refused', async () => {
    const res = await app.inject({ method: 'GET', url: '/verification/verify?token=not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('invalid or has expired');
  });

  it('writes every e-mail as a file in the outbox folder', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const files = fs.readdirSync(path.join(app.ctx.config.dataDir, 'outbox'));
    expect(files.length).toBeGreaterThan(3);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
  });
});
