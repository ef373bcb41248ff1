import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, json, login, multipart, PNG } from '../../../test/helpers';
import { newMember } from '../money/money.test-helpers';
import { findOrCreatePrivate, privateKey } from './conversations.repository';
import { NOT_ALLOWED_TEXT, RECIPIENT_SUSPENDED_TEXT, SENDER_SUSPENDED_TEXT } from './messaging-policy';

let app: FastifyInstance;
let close: () => Promise<void>;
const headers: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const { rows } = await app.ctx.db.query<{ username: string; id: string; studio_id: string | null }>(
    `SELECT username, id, studio_id FROM performers WHERE username IN ('anna', 'bella', 'carmen') ORDER BY username`,
  );
  for (const row of rows) ids[row.username] = row.id;
  // the seed puts carmen in the demo studio; anna and bella work alone
  expect(rows.map((r) => [r.username, r.studio_id !== null])).toEqual([
    ['anna', false],
    ['bella', false],
    ['carmen', true],
  ]);
  ids.studio = rows[2].studio_id!;
  for (const name of ['anna', 'bella', 'carmen']) headers[name] = bearer(await login(app, 'performer', name));
  headers.studio = bearer(await login(app, 'studio', 'studio'));
  headers.member = bearer(await login(app, 'user', 'member'));
  ids.member = json(await app.inject({ method: 'GET', url: '/users/me', headers: headers.member })).data._id;
});
afterAll(() => close());

const start = (who: Record<string, string>, source: string, sourceId: string) =>
  app.inject({ method: 'POST', url: '/conversations', headers: who, payload: { source, sourceId } });
const send = (who: Record<string, string>, conversationId: string, text = 'hello') =>
  app.inject({ method: 'POST', url: `/messages/conversations/${conversationId}`, headers: who, payload: { text } });
const sendFile = (who: Record<string, string>, conversationId: string) => {
  const form = multipart([
    { name: 'conversationId', value: conversationId },
    { name: 'file', file: { filename: 'a.png', contentType: 'image/png', content: PNG } },
  ]);
  return app.inject({ method: 'POST', url: '/messages/private/file', headers: { ...who, ...form.headers }, payload: form.payload });
};
const refusal = (message: string) => ({ statusCode: 403, message, error: 'Forbidden' });
/** Suspends or reinstates an account as the back office does: the status, then its cached sessions forgotten. */
const setStatus = async (table: 'users' | 'performers', id: string, status: string) => {
  await app.ctx.db.query(`UPDATE ${table} SET status = $2 WHERE id = $1`, [id, status]);
  app.ctx.sessions.forget(table === 'users' ? 'user' : 'performer', id);
};

describe('who may write to whom', () => {
  it('a member and a performer, either way round', async () => {
    const m = await newMember(app, 0);
    const fromMember = await start(bearer(m.token), 'performer', ids.bella);
    expect(fromMember.statusCode).toBe(200);
    const conversationId = json(fromMember).data._id;
    expect((await send(bearer(m.token), conversationId)).statusCode).toBe(200);
    expect((await send(headers.bella, conversationId)).statusCode).toBe(200);
    expect(json(await start(headers.bella, 'user', m.id)).data._id).toBe(conversationId);
  });

  it('a studio and its own performers, either way round; not another performer', async () => {
    const own = await start(headers.studio, 'performer', ids.carmen);
    expect(own.statusCode).toBe(200);
    const conversationId = json(own).data._id;
    expect(json(await start(headers.carmen, 'studio', ids.studio)).data._id).toBe(conversationId);
    expect((await send(headers.studio, conversationId, 'Schedule for next week')).statusCode).toBe(200);
    expect((await send(headers.carmen, conversationId, 'Got it')).statusCode).toBe(200);

    expect(json(await start(headers.studio, 'performer', ids.anna))).toEqual(refusal(NOT_ALLOWED_TEXT.studio));
    expect(json(await start(headers.anna, 'studio', ids.studio))).toEqual(refusal(NOT_ALLOWED_TEXT.performer));
  });

  it('nobody else: member ↔ member, performer ↔ performer, studio ↔ member (403 with the reason, nothing created)', async () => {
    const other = await newMember(app, 0);
    expect(json(await start(headers.member, 'user', other.id))).toEqual(refusal(NOT_ALLOWED_TEXT.user));
    expect(json(await start(headers.anna, 'performer', ids.bella))).toEqual(refusal(NOT_ALLOWED_TEXT.performer));
    expect(json(await start(headers.studio, 'user', ids.member))).toEqual(refusal(NOT_ALLOWED_TEXT.studio));
    expect(json(await start(headers.member, 'studio', ids.studio))).toEqual(refusal(NOT_ALLOWED_TEXT.user));
    const refusedPairs = [
      privateKey({ source: 'user', id: ids.member }, { source: 'user', id: other.id }),
      privateKey({ source: 'performer', id: ids.anna }, { source: 'performer', id: ids.bella }),
      privateKey({ source: 'studio', id: ids.studio }, { source: 'user', id: ids.member }),
    ];
    const { rows } = await app.ctx.db.query('SELECT 1 FROM conversations WHERE private_key = ANY($1::text[])', [refusedPairs]);
    expect(rows).toEqual([]);
  });

  it('is checked on every send too: a conversation two members somehow share takes no message', async () => {
    const [a, b] = [await newMember(app, 0), await newMember(app, 0)];
    const { id } = await app.ctx.db.transaction((tx) => findOrCreatePrivate(tx, { source: 'user', id: a.id }, { source: 'user', id: b.id }));
    const res = await send(bearer(a.token), id);
    expect(json(res)).toEqual(refusal(NOT_ALLOWED_TEXT.user));
    expect(json(await sendFile(bearer(a.token), id))).toEqual(refusal(NOT_ALLOWED_TEXT.user));
    expect(json(await app.inject({ method: 'GET', url: `/messages/conversations/${id}`, headers: bearer(b.token) })).data.total).toBe(0);
  });
});

describe('suspended accounts', () => {
  it('cannot be written to: new conversation, text and file refused with the reason; writing again once reinstated', async () => {
    const m = await newMember(app, 0);
    const conversationId = json(await start(bearer(m.token), 'performer', ids.anna)).data._id;
    await setStatus('performers', ids.anna, 'inactive');
    try {
      expect(json(await start(bearer(m.token), 'performer', ids.anna))).toEqual(refusal(RECIPIENT_SUSPENDED_TEXT));
      expect(json(await send(bearer(m.token), conversationId))).toEqual(refusal(RECIPIENT_SUSPENDED_TEXT));
      expect(json(await sendFile(bearer(m.token), conversationId))).toEqual(refusal(RECIPIENT_SUSPENDED_TEXT));
    } finally {
      await setStatus('performers', ids.anna, 'active');
    }
    expect((await send(bearer(m.token), conversationId)).statusCode).toBe(200);
  });

  it('cannot send: 403 saying the account is suspended (text, file, new conversation), and nothing reaches the other side', async () => {
    const m = await newMember(app, 0);
    const conversationId = json(await start(bearer(m.token), 'performer', ids.bella)).data._id;
    await setStatus('users', m.id, 'inactive');
    expect(json(await send(bearer(m.token), conversationId))).toEqual(refusal(SENDER_SUSPENDED_TEXT));
    expect(json(await sendFile(bearer(m.token), conversationId))).toEqual(refusal(SENDER_SUSPENDED_TEXT));
    expect(json(await start(bearer(m.token), 'performer', ids.anna))).toEqual(refusal(SENDER_SUSPENDED_TEXT));
    expect(json(await app.inject({ method: 'GET', url: `/messages/conversations/${conversationId}`, headers: headers.bella })).data.total).toBe(0);
    // other routes keep the reference's bare answer
    expect(json(await app.inject({ method: 'GET', url: '/conversations', headers: bearer(m.token) }))).toEqual({
      statusCode: 403,
      message: 'Forbidden resource',
    });
  });
});

describe('sending is rate limited per account', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: true });
  });
  afterAll(() => limited.close());

  it('30 text messages per 10 s per account, whatever its address; another account on the same address is not affected', async () => {
    const { app: rl } = limited;
    const member = bearer(await login(rl, 'user', 'member'));
    const annaId = json(await rl.inject({ method: 'GET', url: '/performers/anna/view' })).data._id;
    const conversationId = json(
      await rl.inject({ method: 'POST', url: '/conversations', headers: member, payload: { source: 'performer', sourceId: annaId } }),
    ).data._id;
    // through the edge on loopback, so X-Forwarded-For is the client address: a new address for every message
    const from = (who: Record<string, string>, address: string) =>
      rl.inject({
        method: 'POST',
        url: `/messages/conversations/${conversationId}`,
        headers: { ...who, 'x-forwarded-for': address },
        payload: { text: 'hi' },
      });
    // all at once, well inside one window even on a slow machine
    const sent = await Promise.all(Array.from({ length: 30 }, (_, i) => from(member, `198.51.100.${i + 1}`)));
    expect(sent.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    const refused = await from(member, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^You are sending messages too fast\. Try again in \d+ seconds?\.$/),
      error: 'Too Many Requests',
    });
    expect(refused.headers['retry-after']).toBeDefined();

    const anna = bearer(await login(rl, 'performer', 'anna'));
    expect((await from(anna, '198.51.100.1')).statusCode).toBe(200);
  });

  it('10 files per 10 s per account, with the same clear 429', async () => {
    const { app: rl } = limited;
    const bella = bearer(await login(rl, 'performer', 'bella'));
    const memberId = json(await rl.inject({ method: 'GET', url: '/users/me', headers: bearer(await login(rl, 'user', 'member')) })).data._id;
    const conversationId = json(
      await rl.inject({ method: 'POST', url: '/conversations', headers: bella, payload: { source: 'user', sourceId: memberId } }),
    ).data._id;
    const upload = (i: number) => {
      const form = multipart([
        { name: 'conversationId', value: conversationId },
        { name: 'file', file: { filename: 'a.png', contentType: 'image/png', content: PNG } },
      ]);
      return rl.inject({
        method: 'POST',
        url: '/messages/private/file',
        headers: { ...bella, ...form.headers, 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: form.payload,
      });
    };
    const sent = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(i)));
    expect(sent.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const refused = await upload(99);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/^You are sending messages too fast\. Try again in \d+ seconds?\.$/);
  });
});
