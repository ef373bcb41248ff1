import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, fields, json, login, multipart, pdfPart, pngPart } from '../../../test/helpers';
import { call, data } from '../money/money.test-helpers';
import { mediaStub } from '../streaming/streaming.test-helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let stub: Awaited<ReturnType<typeof mediaStub>>;
let admin: string;

beforeAll(async () => {
  stub = await mediaStub();
  process.env.MEDIA_URL = stub.url;
  process.env.MEDIA_SECRET = 'stub-secret';
  ({ app, close } = await createTestApp());
  admin = await login(app, 'user', 'admin');
});
afterAll(async () => {
  await close();
  await stub.close();
});

const outbox = async (to: string) =>
  json(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).data as Array<{ subject: string; text: string }>;

async function registerPerformer(username: string) {
  const form = multipart([
    ...fields({ username, email: `${username}@example.com`, password: 'secret123', firstName: 'Vera', lastName: 'Fied', gender: 'female' }),
    pngPart('documentVerification'),
    pdfPart('idVerification'),
  ]);
  expect((await app.inject({ method: 'POST', url: '/auth/performers/register', ...form })).statusCode).toBe(200);
  const token = await login(app, 'performer', username, 'secret123');
  const me = data(await call(app, 'GET', '/performers/me', token));
  return { token, id: me._id as string };
}

const queue = async (query = '') => data(await call(app, 'GET', `/admin/verification${query}`, admin));

it('a new performer waits in the queue with her documents as signed links, is approved, told by e-mail and notice, and goes live', async () => {
  const vera = await registerPerformer('veraqueue');
  expect(json(await call(app, 'POST', '/streaming/live', vera.token)).statusCode).toBe(403);

  const pending = await queue('?role=performer');
  const entry = pending.data.find((a: { _id: string }) => a._id === vera.id);
  expect(entry).toMatchObject({ role: 'performer', username: 'veraqueue', status: 'pending', reason: null });
  expect(entry.documents.map((d: { type: string }) => d.type)).toEqual(['documentVerification', 'idVerification']);
  // the document opens for this admin only, with his session; nobody else and no bare URL
  const link = entry.documents[1].url.replace(/^\/api/, '');
  const asAdmin = await app.inject({ method: 'GET', url: link, headers: bearer(admin) });
  expect(asAdmin.statusCode).toBe(200);
  expect(asAdmin.headers['content-type']).toContain('application/pdf');
  expect((await app.inject({ method: 'GET', url: link, headers: bearer(vera.token) })).statusCode).toBe(403);
  expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(403);

  // nobody but the admin decides
  expect((await call(app, 'POST', `/admin/verification/performer/${vera.id}/approve`, vera.token)).statusCode).toBe(403);
  const approved = data(await call(app, 'POST', `/admin/verification/performer/${vera.id}/approve`, admin));
  expect(approved).toMatchObject({ status: 'approved', reason: null });
  expect((await call(app, 'POST', `/admin/verification/performer/${vera.id}/approve`, admin)).statusCode).toBe(400);
  expect((await queue()).data.map((a: { _id: string }) => a._id)).not.toContain(vera.id);

  const mails = await outbox('veraqueue@example.com');
  expect(mails[0].subject).toMatch(/is verified/);
  expect(data(await call(app, 'GET', '/verification/notice', vera.token))).toMatchObject({ status: 'approved', reason: null });
  expect(data(await call(app, 'POST', '/verification/notice/seen', vera.token))).toBe(true);
  expect(data(await call(app, 'GET', '/verification/notice', vera.token))).toBeNull();

  expect((await call(app, 'POST', '/streaming/live', vera.token)).statusCode).toBe(200);
  await call(app, 'GET', '/streaming/finish', vera.token);

  const log = data(await call(app, 'GET', `/admin/audit-log?action=verification&actor=admin`, admin));
  expect(log.data[0]).toMatchObject({
    actorName: 'admin',
    action: 'verification.approve',
    targetType: 'performer',
    targetId: vera.id,
    before: { status: 'pending' },
    after: { status: 'approved' },
  });
});

it('a rejected performer is told why, sends new documents and is back in the queue; a change after approval needs a new review', async () => {
  const rita = await registerPerformer('ritaqueue');
  const blank = await call(app, 'POST', `/admin/verification/performer/${rita.id}/reject`, admin, { reason: '   ' });
  expect(blank.statusCode).toBe(400);
  const rejected = data(await call(app, 'POST', `/admin/verification/performer/${rita.id}/reject`, admin, { reason: 'The ID photo is blurred' }));
  expect(rejected).toMatchObject({ status: 'rejected', reason: 'The ID photo is blurred' });
  const [decision] = await outbox('ritaqueue@example.com');
  expect(decision.text).toContain('Reason: The ID photo is blurred');
  // her documents are her business settings (mfe-live)
  expect(decision.text).toContain('/account/performer/documents');
  expect(data(await call(app, 'GET', '/verification/notice', rita.token))).toMatchObject({ status: 'rejected', reason: 'The ID photo is blurred' });
  expect((await queue('?status=rejected')).data.map((a: { _id: string }) => a._id)).toContain(rita.id);

  const upload = async () => {
    const form = multipart([...fields({ type: 'idVerification' }), pngPart('file')]);
    const res = await app.inject({
      method: 'POST',
      url: '/performers/documents/upload',
      headers: { ...bearer(rita.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
  };
  await upload();
  expect((await queue()).data.find((a: { _id: string }) => a._id === rita.id)).toMatchObject({ status: 'pending', reason: null });

  await call(app, 'POST', `/admin/verification/performer/${rita.id}/approve`, admin);
  expect((await call(app, 'POST', '/streaming/live', rita.token)).statusCode).toBe(200);
  await call(app, 'GET', '/streaming/finish', rita.token);
  await upload();
  expect((await queue()).data.find((a: { _id: string }) => a._id === rita.id)).toMatchObject({ status: 'pending' });
  expect(json(await call(app, 'POST', '/streaming/live', rita.token)).statusCode).toBe(403);
});

it('refuses the queue, the decisions and the audit log to anyone but the admin, and nobody can change the log', async () => {
  const member = await login(app, 'user', 'member');
  for (const [method, url] of [
    ['GET', '/admin/verification'],
    ['GET', '/admin/audit-log'],
    ['POST', '/admin/verification/studio/aaaaaaaaaaaaaaaaaaaaaaaa/approve'],
  ] as const) {
    expect((await call(app, method, url, member)).statusCode).toBe(403);
    expect((await call(app, method, url)).statusCode).toBe(403);
  }
  expect((await call(app, 'POST', '/admin/verification/studio/aaaaaaaaaaaaaaaaaaaaaaaa/approve', admin)).statusCode).toBe(404);
  await expect(app.ctx.db.query(`UPDATE audit_log SET reason = 'edited'`)).rejects.toThrow(/append-only/);
  await expect(app.ctx.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
});

it("puts a performer a studio adds in the same queue once she sends documents, under her studio's name", async () => {
  const studio = await login(app, 'studio', 'studio');
  const added = await call(app, 'POST', '/studio/members', studio, {
    username: 'zoequeue',
    email: 'zoequeue@example.com',
    password: 'secret123',
    name: 'Zoe Queue',
    gender: 'female',
  });
  expect(added.statusCode).toBe(200);
  const zoe = await login(app, 'performer', 'zoequeue', 'secret123');
  const ids = async () => (await queue('?role=performer&limit=100')).data.map((a: { username: string }) => a.username);
  expect(await ids()).not.toContain('zoequeue');
  const form = multipart([...fields({ type: 'idVerification' }), pdfPart('file')]);
  const upload = await app.inject({
    method: 'POST',
    url: '/performers/documents/upload',
    headers: { ...bearer(zoe), ...form.headers },
    payload: form.payload,
  });
  expect(upload.statusCode).toBe(200);
  const entry = (await queue('?role=performer&limit=100')).data.find((a: { username: string }) => a.username === 'zoequeue');
  expect(entry).toMatchObject({ status: 'pending', studioName: expect.any(String) });
  expect(entry.studioName.length).toBeGreaterThan(0);
  expect((await call(app, 'POST', '/streaming/live', zoe)).statusCode).toBe(403);
});
