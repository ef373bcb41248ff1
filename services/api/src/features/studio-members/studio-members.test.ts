import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, fields, json, login, multipart, pdfPart, pngPart } from '../../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let dataDir: string;
let studio: Record<string, string>;
let member: Record<string, string>;
let performer: Record<string, string>;

beforeAll(async () => {
  ({ app, close, dataDir } = await createTestApp());
  studio = bearer(await login(app, 'studio', 'studio'));
  member = bearer(await login(app, 'user', 'member'));
  performer = bearer(await login(app, 'performer', 'anna'));
});
afterAll(() => close());

const get = async (url: string, headers = studio) => app.inject({ method: 'GET', url, headers });
const page = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return json(res).data as { data: any[]; total: number };
};
const idOf = async (username: string) => (await page(`/studio/members?q=${username}`)).data[0]._id as string;

describe('GET /studio/members', () => {
  it("pages the studio's performers with their active/inactive flag", async () => {
    const all = await page('/studio/members?sortBy=username&sort=asc');
    expect(all.total).toBe(3);
    expect(all.data.map((m) => [m.username, m.status])).toEqual([
      ['carmen', 'active'],
      ['diana', 'active'],
      ['elena', 'inactive'],
    ]);
    expect(all.data[0]).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: 'carmen@demo.local',
      accountStatus: 'active',
      streamingStatus: 'offline',
      commission: 15,
      customCommission: true,
    });
    expect(all.data[0]).not.toHaveProperty('balance');
    const second = await page('/studio/members?sortBy=username&sort=asc&limit=1&offset=1');
    expect(second).toEqual({ data: [all.data[1]], total: 3 });
  });

  it('filters by q and by status', async () => {
    expect((await page('/studio/members?q=CARM')).data.map((m) => m.username)).toEqual(['carmen']);
    expect((await page('/studio/members?q=anna')).total).toBe(0); // not a member
    expect((await page('/studio/members?status=inactive')).data.map((m) => m.username)).toEqual(['elena']);
  });

  it('answers 400 with validation items for a bad query, 403 without a studio token', async () => {
    const bad = await get('/studio/members?limit=0&status=gone');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.arrayContaining([
        { property: 'limit', constraints: { min: 'limit must not be less than 1' } },
        { property: 'status', constraints: { isEnum: 'status must be one of the following values: active, inactive' } },
      ]),
    });
    for (const headers of [member, performer, {}]) {
      const res = await get('/studio/members', headers);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ statusCode: 403, message: 'Forbidden resource' });
    }
  });
});

describe('POST /studio/members', () => {
  const body = { username: 'zoe', email: 'zoe@demo.local', password: 'secret123', name: 'Zoe Harper', gender: 'female' };

  it('creates a performer owned by the studio who can sign in', async () => {
    const res = await app.inject({ method: 'POST', url: '/studio/members', headers: studio, payload: body });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      username: 'zoe',
      email: 'zoe@demo.local',
      name: 'Zoe Harper',
      firstName: 'Zoe',
      lastName: 'Harper',
      status: 'active',
      verified: false,
      commission: 10,
      customCommission: false,
    });
    expect((await page('/studio/members')).total).toBe(4);
    const token = await login(app, 'performer', 'zoe', 'secret123');
    const me = json(await get('/performers/me', bearer(token))).data;
    const studioMe = json(await get('/studio/me')).data;
    expect(me.studioId).toBe(studioMe._id);
    // a verification e-mail goes out like for a self-registered performer
    expect(json(await get('/dev/outbox')).data[0].to).toBe('zoe@demo.local');
  });

  it('refuses a taken username, a bad shape and non-studio callers', async () => {
    const taken = await app.inject({ method: 'POST', url: '/studio/members', headers: studio, payload: { ...body, email: 'other@demo.local' } });
    expect(taken.statusCode).toBe(400);
    expect(json(taken).message).toEqual([{ property: 'username', constraints: { isUnique: 'This username is already taken' } }]);
    const bad = await app.inject({ method: 'POST', url: '/studio/members', headers: studio, payload: { username: 'a b', email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(
      json(bad)
        .message.map((i: { property: string }) => i.property)
        .sort(),
    ).toEqual(['email', 'name', 'password', 'username']);
    const forbidden = await app.inject({
      method: 'POST',
      url: '/studio/members',
      headers: member,
      payload: { ...body, username: 'zoe2', email: 'z2@demo.local' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('POST /studio/members/{id}/{status}', () => {
  it('deactivates and activates an own member', async () => {
    const carmen = await idOf('carmen');
    const off = await app.inject({ method: 'POST', url: `/studio/members/${carmen}/inactive`, headers: studio });
    expect(off.statusCode).toBe(200);
    expect(json(off).data).toMatchObject({ _id: carmen, status: 'inactive' });
    expect((await page('/studio/members?status=inactive')).data.map((m) => m.username).sort()).toEqual(['carmen', 'elena']);
    const on = await app.inject({ method: 'POST', url: `/studio/members/${carmen}/active`, headers: studio });
    expect(json(on).data.status).toBe('active');
  });

  it("answers 404 for another studio's or an unknown performer and 400 for a bad status", async () => {
    const anna = json(await get('/performers/anna/view')).data._id;
    for (const id of [anna, '0123456789abcdef01234567']) {
      const res = await app.inject({ method: 'POST', url: `/studio/members/${id}/inactive`, headers: studio });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ statusCode: 404, message: 'Member not found', error: 'Not Found' });
    }
    const bad = await app.inject({ method: 'POST', url: `/studio/members/${await idOf('diana')}/paused`, headers: studio });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message[0].property).toBe('status');
  });
});

describe('studio commission', () => {
  it('lists members with their commission (the studio default when not set)', async () => {
    const list = await page('/studio/commission?sortBy=username&sort=asc&limit=3');
    expect(list.total).toBe(4);
    expect(list.data.map((m) => [m.username, m.commission, m.customCommission])).toEqual([
      ['carmen', 15, true],
      ['diana', 25, true],
      ['elena', 10, false],
    ]);
  });

  it("sets a member's commission for every sale type in the member's commissionSetting (what the sale split reads)", async () => {
    const elena = await idOf('elena');
    const res = await app.inject({ method: 'PUT', url: `/studio/commission/member/${elena}`, headers: studio, payload: { commission: 30 } });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ _id: elena, commission: 30, customCommission: true });
    const token = await login(app, 'performer', 'elena');
    const setting = json(await get('/performers/me', bearer(token))).data.commissionSetting;
    expect(setting).toMatchObject({ commission: 30, tipCommission: 30, videoCommission: 30 });
  });

  it('validates the commission (integer 0–100) and ownership', async () => {
    const diana = await idOf('diana');
    for (const commission of [101, -1, 12.5, 'ten']) {
      const res = await app.inject({ method: 'PUT', url: `/studio/commission/member/${diana}`, headers: studio, payload: { commission } });
      expect(res.statusCode).toBe(400);
      expect(json(res).message[0].property).toBe('commission');
    }
    const missing = await app.inject({ method: 'PUT', url: `/studio/commission/member/${diana}`, headers: studio, payload: {} });
    expect(json(missing).message).toEqual([{ property: 'commission', constraints: { isNotEmpty: 'commission should not be empty' } }]);
    const anna = json(await get('/performers/anna/view')).data._id;
    const other = await app.inject({ method: 'PUT', url: `/studio/commission/member/${anna}`, headers: studio, payload: { commission: 5 } });
    expect(other.statusCode).toBe(404);
    const forbidden = await app.inject({ method: 'PUT', url: `/studio/commission/member/${diana}`, headers: performer, payload: { commission: 5 } });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('GET /studio/stats', () => {
  it('counts members (active, inactive, online) and tokens earned', async () => {
    // carmen and elena on air (nobody is seeded live); zoe was just created
    await app.ctx.db.query(`UPDATE performers SET streaming_status = 'public' WHERE username IN ('carmen', 'elena')`);
    const res = await get('/studio/stats');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      totalPerformer: 4,
      totalActivePerformer: 3,
      totalInactivePerformer: 1,
      totalOnlinePerformer: 2,
      totalTokenEarned: expect.any(Number),
    });
    expect((await get('/studio/stats', member)).statusCode).toBe(403);
  });
});

describe('POST /studio/documents/upload', () => {
  /** POST /studio/documents/upload with these multipart parts, as the holder of these headers. */
  const upload = (as: Record<string, string>, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return app.inject({ method: 'POST', url: '/studio/documents/upload', headers: { ...as, ...body.headers }, payload: body.payload });
  };
  it('stores the file privately and links it to the studio', async () => {
    const res = await upload(studio, [pdfPart('file')]);
    expect(res.statusCode).toBe(200);
    const doc = json(res).data;
    expect(doc).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'documentVerification',
      originalName: 'file.pdf',
      mimeType: 'application/pdf',
      size: expect.any(Number),
    });
    expect(doc).not.toHaveProperty('url');
    expect(json(await get('/studio/me')).data.documentVerificationFile).toBe(doc._id);
    expect(fs.readdirSync(path.join(dataDir, 'private', 'document-verification'))).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'document-verification'))).toBe(false);

    const idRes = await upload(studio, [...fields({ type: 'idVerification' }), pngPart('file')]);
    expect(json(idRes).data).toMatchObject({ type: 'idVerification', mimeType: 'image/png' });
    expect(json(await get('/studio/me')).data.idVerificationFile).toBe(json(idRes).data._id);
  });

  it('answers 400 for a missing or unaccepted file or type, 403 for other roles', async () => {
    const missing = await upload(studio, fields({ note: 'x' }));
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toEqual([{ property: 'file', constraints: { isNotEmpty: 'file file is required' } }]);
    const wrong = await upload(studio, [{ name: 'file', file: { filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('hello') } }]);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message[0].property).toBe('file');
    const typeRes = await upload(studio, [...fields({ type: 'selfie' }), pdfPart('file')]);
    expect(typeRes.statusCode).toBe(400);
    expect(json(typeRes).message[0].property).toBe('type');
    const forbidden = await upload(performer, [pdfPart('file')]);
    expect(forbidden.statusCode).toBe(403);
  });
});
