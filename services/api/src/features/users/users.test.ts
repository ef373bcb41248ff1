import type { FastifyInstance } from 'fastify';
import { bearer, json, login, multipart, PNG, pngPart, useTestApp } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;

useTestApp(async (started) => {
  ({ app } = started);
  token = await login(app, 'user', 'member');
});

describe('tokens', () => {
  it.each([
    ['Bearer header', { headers: { authorization: 'Bearer TOKEN' } }],
    ['bare header', { headers: { authorization: 'TOKEN' } }],
    ['cookie (a read)', { headers: { cookie: 'role=user; token=TOKEN' } }],
  ])('accepts the token in the %s', async (_where, options) => {
    const withToken = JSON.parse(JSON.stringify(options).replace('TOKEN', token));
    const res = await app.inject({ method: 'GET', url: '/users/me', ...withToken });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ username: 'member', email: 'member@demo.local', balance: 500, roles: ['user'] });
  });

  it('never takes the session token from the URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/users/me', query: { token } });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ statusCode: 403, message: 'Forbidden resource' });
  });

  it('never takes the cookie alone for a change, even from the site itself', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/users',
      headers: { cookie: `token=${token}`, origin: app.ctx.config.allowedOrigins[0] },
      payload: { name: 'Cookie Only' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ statusCode: 403, message: 'Forbidden resource' });
  });

  it.each([
    ['no token', {}],
    ['a garbage token', { authorization: 'Bearer abc.def.ghi' }],
  ])('answers 403 Forbidden resource with %s', async (_case, headers) => {
    const res = await app.inject({ method: 'GET', url: '/users/me', headers });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ statusCode: 403, message: 'Forbidden resource' });
  });

  it("answers 403 when another role's token calls a member route", async () => {
    const performer = await login(app, 'performer', 'anna');
    const res = await app.inject({ method: 'GET', url: '/users/me', headers: bearer(performer) });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /users/me and PUT /users', () => {
  it('returns the reference user shape', async () => {
    const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) })).data;
    expect(Object.keys(me).sort()).toEqual(
      [
        '_id',
        'avatar',
        'roles',
        'isOnline',
        'displayName',
        'username',
        'name',
        'firstName',
        'lastName',
        'email',
        'phone',
        'status',
        'gender',
        'balance',
        'country',
        'city',
        'dateOfBirth',
        'emailVerified',
        'stats',
        'createdAt',
      ].sort(),
    );
    expect(me._id).toMatch(/^[0-9a-f]{24}$/);
    expect(me.avatar).toMatch(/^\/uploads\/.+\.svg$/);
  });

  it('updates the profile and returns it', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(token),
      payload: { firstName: 'Maxim', city: 'Dallas', gender: 'male', dateOfBirth: '1990-05-06' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ firstName: 'Maxim', city: 'Dallas', dateOfBirth: '1990-05-06', balance: 500 });
  });

  it('answers bad input with the 400 validation shape', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(token),
      payload: { email: 'not-an-email', gender: 'other', username: 'a b' },
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toEqual(
      expect.arrayContaining([
        { property: 'email', constraints: { isEmail: 'email must be an email' } },
        { property: 'gender', constraints: { isEnum: 'gender must be one of the following values: female, transgender, male' } },
        { property: 'username', constraints: { matches: 'username must contain only letters and digits, without special characters or spaces' } },
      ]),
    );
  });

  it('refuses a username that another account has, in any role', async () => {
    const res = await app.inject({ method: 'PUT', url: '/users', headers: bearer(token), payload: { username: 'Anna' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).message[0].constraints.isUnique).toBe('This username is already taken');
  });

  it('a new e-mail must be verified again', async () => {
    const res = await app.inject({ method: 'PUT', url: '/users', headers: bearer(token), payload: { email: 'max@example.com' } });
    expect(json(res).data).toMatchObject({ email: 'max@example.com', emailVerified: false });
    const mails = json(await app.inject({ method: 'GET', url: '/dev/outbox?to=max@example.com' })).data;
    expect(mails).toHaveLength(1);
  });
});

describe('avatar upload', () => {
  it('stores the image, serves it under /uploads and sets the avatar', async () => {
    const res = await app.inject({ method: 'POST', url: '/users/avatar/upload', ...withAuth(multipart([pngPart('avatar')])) });
    expect(res.statusCode).toBe(200);
    const { url } = json(res).data;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.png$/);
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) })).data;
    expect(me.avatar).toBe(url);
  });

  it('answers 413 with a clear message for a too large file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(70 * 1024)]);
    const form = multipart([{ name: 'avatar', file: { filename: 'big.png', contentType: 'image/png', content: big } }]);
    const res = await app.inject({ method: 'POST', url: '/users/avatar/upload', ...withAuth(form) });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ statusCode: 413, message: 'avatar is too large: the maximum file size is 64 KB', error: 'Payload Too Large' });
  });

  it('answers 400 for a file that is not an image', async () => {
    const form = multipart([
      { name: 'avatar', file: { filename: 'evil.png', contentType: 'image/png', content: Buffer.from('<script>alert(1)</script>') } },
    ]);
    const res = await app.inject({ method: 'POST', url: '/users/avatar/upload', ...withAuth(form) });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toEqual([{ property: 'avatar', constraints: { isFileType: 'avatar must be an image (PNG, JPEG, GIF or WebP)' } }]);
  });

  it('answers 400 when the avatar field is missing', async () => {
    const form = multipart([{ name: 'other', value: 'x' }]);
    const res = await app.inject({ method: 'POST', url: '/users/avatar/upload', ...withAuth(form) });
    expect(res.statusCode).toBe(400);
    expect(json(res).message[0]).toEqual({ property: 'avatar', constraints: { isNotEmpty: 'avatar file is required' } });
  });

  it('/users/{id}/avatar/upload: own id or admin only', async () => {
    const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) })).data;
    const own = await app.inject({ method: 'POST', url: `/users/${me._id}/avatar/upload`, ...withAuth(multipart([pngPart('avatar')])) });
    expect(own.statusCode).toBe(200);
    const admin = await login(app, 'user', 'admin');
    const adminMe = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(admin) })).data;
    const other = await app.inject({ method: 'POST', url: `/users/${adminMe._id}/avatar/upload`, ...withAuth(multipart([pngPart('avatar')])) });
    expect(other.statusCode).toBe(403);
    const byAdmin = await app.inject({ method: 'POST', url: `/users/${me._id}/avatar/upload`, ...withAuth(multipart([pngPart('avatar')]), admin) });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('performers upload their avatar at /performers/avatar/upload', async () => {
    const performer = await login(app, 'performer', 'nina');
    const res = await app.inject({ method: 'POST', url: '/performers/avatar/upload', ...withAuth(multipart([pngPart('avatar')]), performer) });
    expect(res.statusCode).toBe(200);
    const view = json(await app.inject({ method: 'GET', url: '/performers/nina/view' })).data;
    expect(view.avatar).toBe(json(res).data.url);
  });

  function withAuth(form: { payload: Buffer; headers: Record<string, string> }, t = token) {
    return { payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${t}` } };
  }
});
