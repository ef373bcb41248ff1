import type { FastifyInstance } from 'fastify';
import { BLOCKED_BY_PERFORMER_TEXT, PRIVATE_SHOW_TEXT, UNVERIFIED_PERFORMER_TEXT } from '@platform/shared/contract';
import type { SocketOpener } from '../../../test/helpers';
import { call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';
import { emitAck, resetPerformers, useStreamingTestApp, type MediaStub } from './streaming.test-helpers';

// Each test is an attack from the security review: the hostile request, and the refusal it now gets.

jest.setTimeout(60_000);

let app: FastifyInstance;
let stub: MediaStub;
let sockets: SocketOpener;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};
const PERFORMERS = ['anna', 'bella', 'carmen', 'nina'];

useStreamingTestApp({ MEDIA_SECRET: 'stub-secret' }, async (started) => {
  ({ app, sockets, stub } = started);
  for (const name of PERFORMERS) {
    ids[name] = await idOf(app, 'performer', name);
    // nina is not verified: she cannot sign in to start anything through the UI, but her token must not open a show either
    t[name] =
      name === 'nina' ? app.ctx.tokens.sign({ authId: ids[name], source: 'performer', sourceId: ids[name] }) : await tokenFor(app, 'performer', name);
  }
  t.admin = await tokenFor(app, 'user', 'admin');
  await resetPerformers(
    app,
    PERFORMERS.map((name) => ids[name]),
  );
});
afterEach(async () => {
  sockets.closeAll();
  for (const name of PERFORMERS) await call(app, 'GET', '/streaming/finish', t[name]);
});

const publishTokenCalls = (streamId: string) =>
  stub.calls.filter(
    (c) => c.url.startsWith(`/WebRTCAppEE/rest/v2/broadcasts/${encodeURIComponent(streamId)}/token?`) && c.url.includes('type=publish'),
  );

/** Carmen live, a member in a running private show with her; returns both sides' answers. */
async function privateShow() {
  await call(app, 'POST', '/streaming/live', t.carmen);
  const member = await newMember(app, 500);
  const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.carmen}`, member.token));
  const accepted = data(await call(app, 'POST', `/streaming/private-chat/accept/${request.conversation._id}`, t.carmen));
  return { member, request, accepted, conversationId: request.conversation._id as string, streamRowId: request.conversation.streamId as string };
}

describe('only verified performers go live', () => {
  it.each([
    ['POST', '/streaming/live'],
    ['POST', '/streaming/group-chat'],
  ] as const)('%s %s by an unverified performer → 403', async (method, url) => {
    const res = await call(app, method, url, t.nina);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, message: UNVERIFIED_PERFORMER_TEXT, error: 'Forbidden' });
    expect(data(await call(app, 'GET', `/streaming/status/${ids.nina}`))).toMatchObject({ streamingStatus: 'offline', sessionId: null });
  });

  it('an unverified performer cannot accept a private show either', async () => {
    // her status says live (an older session): a member asks, she accepts
    await app.ctx.db.query(`UPDATE performers SET streaming_status = 'public' WHERE id = $1`, [ids.nina]);
    const member = await newMember(app, 500);
    const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.nina}`, member.token));
    const res = await call(app, 'POST', `/streaming/private-chat/accept/${request.conversation._id}`, t.nina);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(UNVERIFIED_PERFORMER_TEXT);
    await app.ctx.db.query(`UPDATE performers SET streaming_status = 'offline' WHERE id = $1`, [ids.nina]);
  });
});

describe('publish tokens: the API opens a stream for its publisher only', () => {
  it('go-live, group and private starts answer a one-time publish token the media server issued for that stream', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.bella));
    expect(live.publishToken).toEqual(expect.any(String));
    expect(publishTokenCalls(live.sessionId).length).toBeGreaterThanOrEqual(1);
    // another call (a reconnect) gets a fresh one: a used token is refused by the media server
    const again = data(await call(app, 'POST', '/streaming/live', t.bella));
    expect(again.sessionId).toBe(live.sessionId);
    expect(again.publishToken).not.toBe(live.publishToken);

    const group = data(await call(app, 'POST', '/streaming/group-chat', t.bella));
    expect(group.publishToken).toEqual(expect.any(String));
    expect(publishTokenCalls(group.sessionId)).toHaveLength(1);

    const { accepted, request } = await privateShow();
    expect(accepted.publishToken).toEqual(expect.any(String));
    expect(publishTokenCalls(accepted.sessionId)).toHaveLength(1);
    // the member's request answer carries none: he is not the one who publishes her stream
    expect(request.publishToken).toBeUndefined();
  });

  it('gives publish tokens with secureOption off, to the stream publisher only', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.bella));
    const token = await call(app, 'POST', '/streaming/token', t.bella, { id: live.sessionId, type: 'publish' });
    expect(token.statusCode).toBe(200);
    expect(data(token)).toMatchObject({ streamId: live.sessionId, type: 'publish' });
    const hijacker = await newMember(app, 0);
    expect((await call(app, 'POST', '/streaming/token', hijacker.token, { id: live.sessionId, type: 'publish' })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/token', t.anna, { id: live.sessionId, type: 'publish' })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/token', undefined, { id: live.sessionId, type: 'publish' })).statusCode).toBe(403);
  });

  it("a private show's member publishes his own camera id only, never hers", async () => {
    const { member, accepted } = await privateShow();
    const ownCamera = accepted.sessionId.replace(new RegExp(`-${ids.carmen}$`), `-${member.id}`);
    expect(data(await call(app, 'POST', '/streaming/token', member.token, { id: ownCamera, type: 'publish' }))).toMatchObject({
      streamId: ownCamera,
    });
    expect((await call(app, 'POST', '/streaming/token', member.token, { id: accepted.sessionId, type: 'publish' })).statusCode).toBe(403);
    const outsider = await newMember(app, 0);
    const forged = accepted.sessionId.replace(new RegExp(`-${ids.carmen}$`), `-${outsider.id}`);
    // an id the show never opened is no stream at all
    expect((await call(app, 'POST', '/streaming/token', outsider.token, { id: forged, type: 'publish' })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/streaming/token', t.carmen, { id: ownCamera, type: 'publish' })).statusCode).toBe(403);
  });

  it('still answers go-live without a token when the media server is unreachable', async () => {
    app.ctx.streaming.media.baseUrl = 'http://127.0.0.1:9';
    try {
      const res = await call(app, 'POST', '/streaming/live', t.bella);
      expect(res.statusCode).toBe(200);
      expect(data(res).sessionId).toMatch(/^[0-9a-f]{24}$/);
      expect(data(res).publishToken).toBeUndefined();
    } finally {
      app.ctx.streaming.media.baseUrl = stub.url;
    }
  });
});

describe('private means private', () => {
  it('gives the private show an unguessable id known to its two parties only', async () => {
    const { request, accepted, streamRowId } = await privateShow();
    expect(request.sessionId).toMatch(new RegExp(`^private-[0-9a-f]{40}-${ids.carmen}$`));
    expect(request.sessionId).not.toContain(streamRowId);
    expect(accepted.sessionId).toBe(request.sessionId);
  });

  it('refuses an outsider who registers as a viewer or reads the viewers', async () => {
    const { member, accepted, streamRowId, conversationId } = await privateShow();
    const outsider = await newMember(app, 100);
    for (const key of [accepted.sessionId, streamRowId, conversationId]) {
      const register = await call(app, 'POST', `/streaming/viewer-register/${key}`, outsider.token);
      expect(register.statusCode).toBe(403);
      expect(register.json()).toEqual({ statusCode: 403, message: PRIVATE_SHOW_TEXT, error: 'Forbidden' });
      for (const who of [outsider.token, t.anna, undefined]) {
        const viewers = await call(app, 'GET', `/streaming/viewers/${key}`, who);
        expect(viewers.statusCode).toBe(403);
        expect(viewers.json().message).toBe(PRIVATE_SHOW_TEXT);
      }
    }
    // its parties still can
    expect((await call(app, 'POST', `/streaming/viewer-register/${accepted.sessionId}`, member.token)).statusCode).toBe(200);
    expect((await call(app, 'GET', `/streaming/viewers/${accepted.sessionId}`, t.carmen)).statusCode).toBe(200);
  });

  it('lists no private show and no member id to others (GET /streams, GET /streaming/active-streams)', async () => {
    const { member, accepted } = await privateShow();
    const outsider = await newMember(app, 0);
    for (const who of [undefined, outsider.token, t.anna]) {
      const streams = await call(app, 'GET', `/streams?performerId=${ids.carmen}&limit=100`, who);
      const active = await call(app, 'GET', `/streaming/active-streams/${ids.carmen}`, who);
      expect(data(streams).data.map((s: { type: string }) => s.type)).not.toContain('private');
      expect(data(active).map((s: { type: string }) => s.type)).toEqual(['public']);
      for (const res of [streams, active]) {
        expect(res.body).not.toContain(member.id);
        expect(res.body).not.toContain(accepted.sessionId);
      }
    }
    const own = data(await call(app, 'GET', `/streaming/active-streams/${ids.carmen}`, member.token));
    expect(own.find((s: { type: string }) => s.type === 'private')).toMatchObject({ sessionId: accepted.sessionId, userId: member.id });
    const hers = data(await call(app, 'GET', `/streams?performerId=${ids.carmen}`, t.carmen));
    expect(hers.data.map((s: { type: string }) => s.type)).toContain('private');
  });

  it("shows a group show's member ids to nobody but its performer", async () => {
    const group = data(await call(app, 'POST', '/streaming/group-chat', t.bella));
    const first = await newMember(app, 100);
    const second = await newMember(app, 100);
    await call(app, 'GET', `/streaming/group-chat/${ids.bella}`, first.token);
    await call(app, 'GET', `/streaming/group-chat/${ids.bella}`, second.token);
    expect(data(await call(app, 'GET', `/streaming/active-streams/${ids.bella}`))).toEqual([]);
    const seenByFirst = await call(app, 'GET', `/streaming/active-streams/${ids.bella}`, first.token);
    expect(data(seenByFirst)[0].streamIds).toEqual([group.sessionId, expect.stringMatching(new RegExp(`-${first.id}$`))]);
    expect(seenByFirst.body).not.toContain(second.id);
    expect(data(await call(app, 'GET', `/streaming/active-streams/${ids.bella}`, t.bella))[0].streamIds).toHaveLength(3);
  });

  it('gives the session and a play token of a private show to its parties only (secureOption on)', async () => {
    const { member, accepted, conversationId } = await privateShow();
    const outsider = await newMember(app, 100);
    const session = await call(app, 'POST', '/streaming/session', outsider.token, { id: conversationId, type: 'private' });
    expect(session.statusCode).toBe(403);
    expect(session.json().message).toBe(PRIVATE_SHOW_TEXT);

    await call(app, 'PUT', '/streaming/settings', t.admin, { secureOption: true });
    try {
      const refused = await call(app, 'POST', '/streaming/token', outsider.token, { id: accepted.sessionId, type: 'play' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PRIVATE_SHOW_TEXT);
      expect((await call(app, 'POST', '/streaming/token', undefined, { id: accepted.sessionId, type: 'play' })).statusCode).toBe(403);
      const play = data(await call(app, 'POST', '/streaming/token', member.token, { id: accepted.sessionId, type: 'play' }));
      expect(play).toMatchObject({ streamId: accepted.sessionId, type: 'play', tokenId: expect.any(String) });
    } finally {
      await call(app, 'PUT', '/streaming/settings', t.admin, { secureOption: false });
    }
  });
});

describe('a member the performer blocked stays out of her room', () => {
  const blocked = async () => {
    const member = await newMember(app, 500);
    await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [ids.anna, member.id]);
    return member;
  };
  const expectBlocked = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, message: BLOCKED_BY_PERFORMER_TEXT, error: 'Forbidden' });
  };

  it('cannot get the stream id of her public show', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const member = await blocked();
    expectBlocked(await call(app, 'POST', `/streaming/join/${ids.anna}`, member.token));
    expectBlocked(await call(app, 'POST', '/streaming/session', member.token, { id: ids.anna, type: 'public' }));
    expectBlocked(await call(app, 'POST', `/streaming/viewer-register/${live.sessionId}`, member.token));
    expect(data(await call(app, 'GET', `/streaming/status/${ids.anna}`, member.token))).toMatchObject({ streamingStatus: 'public', sessionId: null });
    expect(data(await call(app, 'GET', '/streaming/room/anna', member.token))).toEqual({
      performerId: ids.anna,
      streamingStatus: 'public',
      sessionId: null,
      conversationId: live.conversation._id,
      publishing: false,
      blocked: true,
    });
    const active = await call(app, 'GET', `/streaming/active-streams/${ids.anna}`, member.token);
    expect(active.body).not.toContain(live.sessionId);
    // others are not affected
    expect(data(await call(app, 'POST', `/streaming/join/${ids.anna}`, (await newMember(app, 0)).token))).toEqual({
      sessionId: live.sessionId,
      streamingStatus: 'public',
    });
  });

  it('cannot chat in her public room, nor enter it over the socket', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const member = await blocked();
    expectBlocked(await call(app, 'POST', `/messages/stream/public/conversations/${live.conversation._id}`, member.token, { text: 'let me in' }));
    const socket = await sockets.open(member.token);
    expect(await emitAck(socket, 'public-stream/join', { conversationId: live.conversation._id })).toEqual({
      ok: false,
      conversationId: live.conversation._id,
      message: BLOCKED_BY_PERFORMER_TEXT,
    });
  });

  it('cannot request a private show nor join her group show', async () => {
    await call(app, 'POST', '/streaming/live', t.anna);
    const member = await blocked();
    expectBlocked(await call(app, 'POST', `/streaming/private-chat/${ids.anna}`, member.token));
    await call(app, 'POST', '/streaming/group-chat', t.anna);
    expectBlocked(await call(app, 'GET', `/streaming/group-chat/${ids.anna}`, member.token));
  });

  it('cannot chat in a private or group show once she has blocked him', async () => {
    await call(app, 'POST', '/streaming/live', t.anna);
    const member = await newMember(app, 500);
    const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.anna}`, member.token));
    await call(app, 'POST', `/streaming/private-chat/accept/${request.conversation._id}`, t.anna);
    await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [ids.anna, member.id]);
    expectBlocked(await call(app, 'POST', `/messages/stream/conversations/${request.conversation._id}`, member.token, { text: 'still here' }));
  });
});
