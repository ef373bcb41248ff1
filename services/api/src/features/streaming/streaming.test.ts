import type { FastifyInstance } from 'fastify';
import { until } from '../../../test/helpers';
import { call, data, newMember } from '../money/money.test-helpers';
import { keepAccounts, resetPerformers, useStreamingTestApp, type MediaStub } from './streaming.test-helpers';

jest.setTimeout(60_000);

let app: FastifyInstance;
let stub: MediaStub;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

useStreamingTestApp(
  { MEDIA_SECRET: 'stub-secret' },
  async (started) => {
    ({ app, stub } = started);
    await keepAccounts(app, 'performer', ['anna', 'bella', 'carmen'], t, ids);
    await keepAccounts(app, 'user', ['member', 'admin'], t, ids);
    await resetPerformers(app, [ids.anna, ids.bella, ids.carmen]);
  },
  { listen: false },
);

describe('GET /streaming/media-stats/{id}', () => {
  it('tells her what the media server sees of her own show, and nobody else', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.carmen));
    stub.state.live.add(live.sessionId);
    stub.state.counts.set(live.sessionId, { webrtc: 2, hls: 3 });
    const res = await call(app, 'GET', `/streaming/media-stats/${live.sessionId}`, t.carmen);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ streamId: live.sessionId, publishing: true, viewers: 5, webRTCViewerCount: 2, hlsViewerCount: 3 });
    expect((await call(app, 'GET', `/streaming/media-stats/${live.sessionId}`, t.bella)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/streaming/media-stats/${live.sessionId}`, t.member)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/streaming/media-stats/nothing-here', t.carmen)).statusCode).toBe(404);
    stub.state.live.delete(live.sessionId);
    await call(app, 'GET', '/streaming/finish', t.carmen);
  });
});

describe('POST /streaming/live and GET /streaming/finish', () => {
  it('opens the public show with its chat, creates the broadcast and sets the performer live; finish ends it', async () => {
    const res = await call(app, 'POST', '/streaming/live', t.anna, { title: 'Hello all' });
    expect(res.statusCode).toBe(200);
    const live = data(res);
    expect(live.sessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(live.conversation).toMatchObject({ type: 'stream_public', performerId: ids.anna, streamId: expect.any(String) });
    const create = stub.calls.find((c) => c.url === '/WebRTCAppEE/rest/v2/broadcasts/create' && (c.body as any).streamId === live.sessionId);
    expect(create).toMatchObject({
      method: 'POST',
      secret: 'stub-secret',
      body: { type: 'liveStream', listenerHookURL: expect.stringContaining('/streaming/webhook?secret=stub-secret') },
    });

    // a second call returns the same show
    expect(data(await call(app, 'POST', '/streaming/live', t.anna)).sessionId).toBe(live.sessionId);

    const status = data(await call(app, 'GET', `/streaming/status/${ids.anna}`));
    expect(status).toEqual({
      performerId: ids.anna,
      streamingStatus: 'public',
      isStreaming: true,
      sessionId: live.sessionId,
      conversationId: live.conversation._id,
      streamingTitle: 'Hello all',
    });
    const active = data(await call(app, 'GET', '/streaming/active'));
    expect(active.data.map((p: any) => p.username)).toContain('anna');
    expect(data(await call(app, 'POST', `/streaming/join/${ids.anna}`, t.member))).toEqual({ sessionId: live.sessionId, streamingStatus: 'public' });
    // visitors may watch too
    expect(data(await call(app, 'POST', `/streaming/join/${ids.anna}`))).toEqual({ sessionId: live.sessionId, streamingStatus: 'public' });

    expect(data(await call(app, 'GET', '/streaming/finish', t.anna))).toEqual({ success: true });
    expect(data(await call(app, 'GET', `/streaming/status/${ids.anna}`))).toMatchObject({
      streamingStatus: 'offline',
      isStreaming: false,
      sessionId: null,
    });
    const join = await call(app, 'POST', `/streaming/join/${ids.anna}`, t.member);
    expect(join.statusCode).toBe(400);
    expect(join.json().message).toBe('The performer is not live');

    // the next show reuses the public chat but gets a new session
    const again = data(await call(app, 'POST', '/streaming/live', t.anna));
    expect(again.conversation._id).toBe(live.conversation._id);
    expect(again.sessionId).not.toBe(live.sessionId);
    await call(app, 'GET', '/streaming/finish', t.anna);
  });

  it('still answers with a session id when the media server is down', async () => {
    const previous = stub.url;
    app.ctx.streaming.media.baseUrl = 'http://127.0.0.1:9'; // nothing listens there
    try {
      const res = await call(app, 'POST', '/streaming/live', t.bella);
      expect(res.statusCode).toBe(200);
      expect(data(res).sessionId).toMatch(/^[0-9a-f]{24}$/);
    } finally {
      app.ctx.streaming.media.baseUrl = previous;
      await call(app, 'GET', '/streaming/finish', t.bella);
    }
  });

  it('refuses the wrong roles and unknown performers', async () => {
    expect((await call(app, 'POST', '/streaming/live', t.member)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/live')).statusCode).toBe(403);
    expect((await call(app, 'GET', '/streaming/finish', t.member)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/group-chat', t.member)).statusCode).toBe(403);
    expect((await call(app, 'POST', `/streaming/private-chat/${ids.anna}`, t.anna)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/join/000000000000000000000000', t.member)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/streaming/status/000000000000000000000000')).statusCode).toBe(404);
    expect((await call(app, 'POST', '/streaming/join/nope', t.member)).statusCode).toBe(400);
  });
});

describe('GET /streaming/room/{username}', () => {
  it("answers her room's first read by username: status, media id, whether it is published, the public chat", async () => {
    const offline = data(await call(app, 'GET', '/streaming/room/Anna'));
    expect(offline).toEqual({
      performerId: ids.anna,
      streamingStatus: 'offline',
      sessionId: null,
      conversationId: expect.any(String),
      publishing: false,
      blocked: false,
    });
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    // the same chat as before her show (created on first use), now her show's
    expect(live.conversation._id).toBe(offline.conversationId);
    const room = {
      performerId: ids.anna,
      streamingStatus: 'public',
      sessionId: live.sessionId,
      conversationId: live.conversation._id,
      blocked: false,
    };
    expect(data(await call(app, 'GET', '/streaming/room/anna', t.member))).toEqual({ ...room, publishing: false });
    const hook = { id: live.sessionId, action: 'liveStreamStarted', streamName: 'x', category: 'public' };
    expect(data(await call(app, 'POST', '/streaming/webhook?secret=stub-secret', undefined, hook))).toMatchObject({ handled: true });
    // by id too, as her profile
    expect(data(await call(app, 'GET', `/streaming/room/${ids.anna}`))).toEqual({ ...room, publishing: true });
    await call(app, 'GET', '/streaming/finish', t.anna);
    expect(data(await call(app, 'GET', '/streaming/room/anna'))).toMatchObject({ streamingStatus: 'offline', sessionId: null, publishing: false });
  });

  it('tells a private show without its media id, and 404s an unknown name', async () => {
    await call(app, 'POST', '/streaming/live', t.carmen);
    const member = await newMember(app, 200);
    const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.carmen}`, member.token));
    await call(app, 'POST', `/streaming/private-chat/accept/${request.conversation._id}`, t.carmen);
    expect(data(await call(app, 'GET', '/streaming/room/carmen', t.member))).toMatchObject({
      streamingStatus: 'private',
      sessionId: null,
      publishing: false,
    });
    await call(app, 'GET', '/streaming/finish', t.carmen);
    expect((await call(app, 'GET', '/streaming/room/nobody-here')).statusCode).toBe(404);
  });
});

describe('private shows over HTTP', () => {
  afterEach(async () => {
    await call(app, 'GET', '/streaming/finish', t.carmen);
  });

  it('needs the performer live and a balance of at least her private price', async () => {
    const offline = await call(app, 'POST', `/streaming/private-chat/${ids.carmen}`, t.member);
    expect(offline.statusCode).toBe(400);
    expect(offline.json().message).toBe('The performer is not live');
    await call(app, 'POST', '/streaming/live', t.carmen);
    const poor = await newMember(app, 5);
    const res = await call(app, 'POST', `/streaming/private-chat/${ids.carmen}`, poor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You do not have enough tokens for a private show: it costs 20 tokens per minute and your balance is 5 tokens.');
  });

  it('request → reject; request → accept gives both sides the show; accept is only for her performer', async () => {
    await call(app, 'POST', '/streaming/live', t.carmen);
    const member = await newMember(app, 200);
    const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.carmen}`, member.token));
    expect(request.conversation).toMatchObject({ type: 'stream_private', performerId: ids.carmen });
    // unguessable: 160 random bits, not the row id (was `private-{rowId}-{performerId}`)
    expect(request.sessionId).toMatch(new RegExp(`^private-[0-9a-f]{40}-${ids.carmen}$`));
    expect(request.sessionId).not.toContain(request.conversation.streamId);
    const conversationId = request.conversation._id;

    expect((await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.anna)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/private-chat/accept/000000000000000000000000', t.carmen)).statusCode).toBe(404);
    expect(data(await call(app, 'PUT', `/streaming/private-chat/reject/${conversationId}`, t.carmen))).toEqual({ success: true });
    expect((await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.carmen)).statusCode).toBe(400);

    const second = data(await call(app, 'POST', `/streaming/private-chat/${ids.carmen}`, member.token));
    expect(second.conversation._id).not.toBe(conversationId);
    const accepted = await call(app, 'POST', `/streaming/private-chat/accept/${second.conversation._id}`, t.carmen);
    expect(accepted.statusCode).toBe(200);
    expect(data(accepted)).toMatchObject({ sessionId: second.sessionId, conversation: { _id: second.conversation._id } });
    expect(data(await call(app, 'GET', `/streaming/status/${ids.carmen}`))).toMatchObject({ streamingStatus: 'private' });
    // others cannot watch her now: her room is told she is in a private show
    const busy = await call(app, 'POST', `/streaming/join/${ids.carmen}`, t.member);
    expect(busy.statusCode).toBe(200);
    expect(data(busy)).toEqual({ sessionId: '', streamingStatus: 'private', message: 'The performer is in a private show right now' });
    const session = data(await call(app, 'POST', '/streaming/session', member.token, { id: second.conversation._id, type: 'private' }));
    expect(session).toEqual({ streamId: second.sessionId, settings: { secureOption: false, viewerURL: '/WebRTCAppEE' }, appName: 'WebRTCAppEE' });
    expect((await call(app, 'POST', '/streaming/session', t.member, { id: second.conversation._id, type: 'private' })).statusCode).toBe(403);
  });
});

describe('group shows over HTTP', () => {
  afterAll(async () => {
    await call(app, 'GET', '/streaming/finish', t.bella);
  });

  it('performer starts one; a member with enough tokens joins; a poor one gets a clear 400', async () => {
    const none = await call(app, 'GET', `/streaming/group-chat/${ids.bella}`, t.member);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('The performer is not in a group show');
    const group = data(await call(app, 'POST', '/streaming/group-chat', t.bella));
    expect(group.conversation.type).toBe('stream_group');
    expect(group.sessionId).toMatch(new RegExp(`^group-[0-9a-f]{40}-${ids.bella}$`));
    expect(data(await call(app, 'GET', `/streaming/status/${ids.bella}`)).streamingStatus).toBe('group');

    const rich = await newMember(app, 100);
    const joined = data(await call(app, 'GET', `/streaming/group-chat/${ids.bella}`, rich.token));
    expect(joined).toMatchObject({ sessionId: group.sessionId, conversation: { _id: group.conversation._id } });
    const poor = await newMember(app, 3);
    const refused = await call(app, 'GET', `/streaming/group-chat/${ids.bella}`, poor.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'You do not have enough tokens to join the group show: it costs 10 tokens per minute and your balance is 3 tokens.',
    );

    // her group show is listed to her and its paying members only
    const active = data(await call(app, 'GET', `/streaming/active-streams/${ids.bella}`, t.bella));
    expect(active.map((s: any) => s.type)).toEqual(['group']);
    expect(data(await call(app, 'GET', `/streaming/active-streams/${ids.bella}`, rich.token)).map((s: any) => s.type)).toEqual(['group']);
    const streams = data(await call(app, 'GET', `/streams?performerId=${ids.bella}`, t.bella));
    expect(streams.total).toBeGreaterThanOrEqual(1);
    expect(streams.data[0]).toMatchObject({ performerId: ids.bella, type: 'group', status: 'active' });
    const analytics = data(await call(app, 'GET', `/streaming/analytics/${group.conversation.streamId}`, t.bella));
    expect(analytics).toMatchObject({ type: 'group', billedMinutes: 1, currentViewers: 1 });
    expect(analytics.tokensEarned).toBeGreaterThan(0);
    expect((await call(app, 'GET', `/streaming/analytics/${group.conversation.streamId}`, t.member)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/streaming/analytics/unknown', t.bella)).statusCode).toBe(404);
  });
});

describe('GET /streams', () => {
  it('pages with limit 10 by default, newest update first', async () => {
    const page = data(await call(app, 'GET', '/streams'));
    expect(page.data.length).toBeLessThanOrEqual(10);
    const times = page.data.map((s: any) => s.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call(app, 'GET', '/streams?limit=0')).statusCode).toBe(400);
  });
});

describe('viewers', () => {
  it('registers, lists and unregisters viewers of a show', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const viewers = data(await call(app, 'POST', `/streaming/viewer-register/${live.sessionId}`, t.member));
    expect(viewers).toMatchObject({ total: 1, viewers: [{ _id: ids.member, username: 'member' }] });
    expect(data(await call(app, 'GET', `/streaming/viewers/${live.sessionId}`)).total).toBe(1);
    expect((await call(app, 'POST', `/streaming/viewer-unregister/${live.sessionId}`, t.bella, { userId: ids.member })).statusCode).toBe(403);
    expect(data(await call(app, 'POST', `/streaming/viewer-unregister/${live.sessionId}`, t.anna, { userId: ids.member })).total).toBe(0);
    expect((await call(app, 'POST', '/streaming/viewer-register/unknown', t.member)).statusCode).toBe(404);
    const analytics = data(await call(app, 'GET', `/streaming/analytics/${live.sessionId}`, t.admin));
    expect(analytics).toMatchObject({ type: 'public', totalViewer: 1, currentViewers: 0 });
    await call(app, 'GET', '/streaming/finish', t.anna);
  });
});

describe('media settings, tokens and webhooks', () => {
  it('serves the WebRTC config from the settings', async () => {
    expect(data(await call(app, 'GET', '/streaming/webrtc/config'))).toEqual({
      iceServers: [],
      websocketUrl: 'ws://127.0.0.1:8080/WebRTCAppEE/websocket',
      hlsBaseUrl: 'http://127.0.0.1:8080/WebRTCAppEE/streams',
      appName: 'WebRTCAppEE',
      optionForBroadcast: 'hls',
      optionForPrivate: 'hls',
      optionForGroup: 'hls',
      secureOption: false,
      capabilities: { hls: false, webrtc: true },
    });
  });

  it('issues tokens only with secureOption on; a refusal or an unreachable media server is a clear error', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const off = await call(app, 'POST', '/streaming/token', t.member, { id: live.sessionId, type: 'play' });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Streaming tokens are not used: secureOption is off');

    expect((await call(app, 'PUT', '/streaming/settings', t.anna, { secureOption: true })).statusCode).toBe(403);
    expect(data(await call(app, 'PUT', '/streaming/settings', t.admin, { secureOption: true }))).toMatchObject({ secureOption: true });
    expect(stub.state.secureOption).toBe(true);
    expect(data(await call(app, 'GET', '/settings/public')).secureOption).toBe(true);

    const before = Math.floor(Date.now() / 1000);
    const token = data(await call(app, 'POST', '/streaming/token', t.member, { id: live.sessionId, type: 'play' }));
    expect(token).toMatchObject({ tokenId: expect.stringMatching(/^tok-/), streamId: live.sessionId, type: 'play' });
    // a play token lives minutes, not the day asked for by default (a holder who is not the viewer gets little)
    expect(token.expireDate).toBeGreaterThanOrEqual(before + 300);
    expect(token.expireDate).toBeLessThan(before + 300 + 10);
    const asked = data(await call(app, 'POST', '/streaming/token', t.member, { id: live.sessionId, type: 'play', expireDate: before + 86_400 }));
    expect(asked.expireDate).toBeLessThan(before + 300 + 10);
    expect(
      data(await call(app, 'POST', '/streaming/token', t.anna, { id: live.sessionId, type: 'publish', expireDate: before + 60 })).expireDate,
    ).toBe(before + 60);
    // only the performer publishes her show
    expect((await call(app, 'POST', '/streaming/token', t.member, { id: live.sessionId, type: 'publish' })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/token', t.member, { id: 'nobody', type: 'play' })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/streaming/token', t.member, { id: live.sessionId, type: 'admin' })).statusCode).toBe(400);

    stub.state.refuseTokens = true;
    const refused = await call(app, 'POST', '/streaming/token', t.member, { id: live.sessionId, type: 'play' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The media server refused the streaming token: type must be publish or play');
    stub.state.refuseTokens = false;

    app.ctx.streaming.media.baseUrl = 'http://127.0.0.1:9';
    const down = await call(app, 'POST', '/streaming/token', t.member, { id: live.sessionId, type: 'play' });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('The media server is unavailable, please try again later');
    app.ctx.streaming.media.baseUrl = stub.url;

    await call(app, 'PUT', '/streaming/settings', t.admin, { secureOption: false });
    expect(stub.state.secureOption).toBe(false);
    await call(app, 'GET', '/streaming/finish', t.anna);
    // the end of the show revokes its play tokens on the media server
    const revoke = `/WebRTCAppEE/rest/v2/broadcasts/${encodeURIComponent(live.sessionId)}/tokens`;
    await until(() => stub.calls.some((c) => c.method === 'DELETE' && c.url === revoke));
  });

  it('takes webhooks only with the media secret', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const hook = { id: live.sessionId, action: 'liveStreamStarted', streamName: 'x', category: 'public' };
    expect((await call(app, 'POST', '/streaming/webhook', undefined, hook)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/webhook?secret=wrong', undefined, hook)).statusCode).toBe(403);
    expect(data(await call(app, 'POST', '/streaming/webhook?secret=stub-secret', undefined, hook))).toMatchObject({ handled: true });
    expect(data(await call(app, 'GET', `/streaming/active-streams/${ids.anna}`))[0]).toMatchObject({ isStreaming: true });
    const ended = await call(
      app,
      'POST',
      '/streaming/webhook',
      undefined,
      { ...hook, action: 'liveStreamEnded' },
      { 'x-media-secret': 'stub-secret' },
    );
    expect(data(ended)).toMatchObject({ handled: true });
    expect(data(await call(app, 'GET', `/streaming/active-streams/${ids.anna}`))[0]).toMatchObject({ isStreaming: false });
    expect(data(await call(app, 'POST', '/streaming/webhook?secret=stub-secret', undefined, { id: 'unknown', action: 'liveStreamStarted' }))).toEqual(
      { handled: false },
    );
    await call(app, 'GET', '/streaming/finish', t.anna);
  });

  it('answers a public session and refuses one for an offline performer', async () => {
    expect((await call(app, 'POST', '/streaming/session', undefined, { id: ids.anna, type: 'public' })).statusCode).toBe(400);
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    expect(data(await call(app, 'POST', '/streaming/session', undefined, { id: ids.anna, type: 'public' })).streamId).toBe(live.sessionId);
    expect((await call(app, 'POST', '/streaming/session', undefined, { id: ids.anna, type: 'other' })).statusCode).toBe(400);
    const chat = data(await call(app, 'GET', '/streaming/chat/public', t.anna));
    expect(chat).toMatchObject({ sessionId: live.sessionId, conversation: { _id: live.conversation._id } });
    await call(app, 'GET', '/streaming/finish', t.anna);
  });
});
