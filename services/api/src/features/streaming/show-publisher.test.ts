import type { FastifyInstance } from 'fastify';
import { record, sleep, until, type SocketOpener } from '../../../test/helpers';
import { balance, call, data, newMember } from '../money/money.test-helpers';
import { emitAck, keepAccounts, mediaWebhook, useStreamingTestApp, type MediaStub } from './streaming.test-helpers';

// A show follows the performer's publish at the media server: gone for longer than the grace, it ends.
jest.setTimeout(60_000);

const SECRET = 'stub-secret';
const GRACE = 300;
const START = 1500;
const MINUTE = 1000;
let app: FastifyInstance;
let stub: MediaStub;
let sockets: SocketOpener;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

useStreamingTestApp(
  {
    MEDIA_SECRET: SECRET,
    SHOW_PUBLISHER_GRACE_MS: String(GRACE),
    SHOW_PUBLISHER_START_MS: String(START),
    SHOW_MINUTE_MS: String(MINUTE),
  },
  async (started) => {
    ({ app, sockets, stub } = started);
    await keepAccounts(app, 'performer', ['anna', 'bella', 'carmen'], t, ids);
    await app.ctx.db.query(`UPDATE performers SET private_call_price = 20, streaming_status = 'offline' WHERE id = ANY($1::text[])`, [
      [ids.anna, ids.bella, ids.carmen],
    ]);
  },
);
afterEach(async () => {
  for (const name of ['anna', 'bella', 'carmen']) await call(app, 'GET', '/streaming/finish', t[name]);
  stub.state.live.clear();
});

const status = async (performer: string) => data(await call(app, 'GET', `/streaming/status/${ids[performer]}`));
const webhook = (id: string, action: 'liveStreamStarted' | 'liveStreamEnded') => {
  if (action === 'liveStreamStarted') stub.state.live.add(id);
  else stub.state.live.delete(id);
  return mediaWebhook(app, SECRET, id, action);
};
const statusEvents = (events: Array<{ id: string; status: string }>, performer: string) =>
  events.filter((e) => e.id === ids[performer]).map((e) => e.status);

describe('public show', () => {
  it('ends as if she pressed Finish when her stream ended and did not come back within the grace', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const viewer = await sockets.open();
    const left = record(viewer, 'model-left');
    const statuses = record(viewer, 'modelUpdateStreamingStatus');
    await emitAck(viewer, 'public-stream/join', { conversationId: live.conversation._id });
    expect((await webhook(live.sessionId, 'liveStreamStarted')).statusCode).toBe(200);
    expect((await webhook(live.sessionId, 'liveStreamEnded')).statusCode).toBe(200);

    // a reconnect may still come: she is live during the grace
    await sleep(GRACE / 3);
    expect(await status('anna')).toMatchObject({ streamingStatus: 'public', sessionId: live.sessionId });
    expect(left).toHaveLength(0);

    await until(async () => (await status('anna')).streamingStatus === 'offline', GRACE * 10);
    expect(await status('anna')).toMatchObject({ streamingStatus: 'offline', isStreaming: false, sessionId: null });
    await until(() => statusEvents(statuses, 'anna').includes('offline'));
    expect(left.some((e) => e.performerId === ids.anna)).toBe(true);
    const active = data(await call(app, 'GET', '/streaming/active'));
    expect(active.data.map((p: { username: string }) => p.username)).not.toContain('anna');
    // the room can no longer be joined
    expect((await call(app, 'POST', `/streaming/join/${ids.anna}`)).statusCode).toBe(400);
  });

  it('stays live when her stream starts again within the grace', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.bella));
    const viewer = await sockets.open();
    const statuses = record(viewer, 'modelUpdateStreamingStatus');
    await webhook(live.sessionId, 'liveStreamStarted');
    await webhook(live.sessionId, 'liveStreamEnded');
    await sleep(GRACE / 3);
    await webhook(live.sessionId, 'liveStreamStarted');

    await sleep(GRACE * 3);
    expect(await status('bella')).toMatchObject({ streamingStatus: 'public', isStreaming: true, sessionId: live.sessionId });
    expect(statusEvents(statuses, 'bella')).toEqual([]);
    expect(data(await call(app, 'POST', `/streaming/join/${ids.bella}`))).toEqual({ sessionId: live.sessionId, streamingStatus: 'public' });
  });

  it('ends when her publish never reaches the media server after go-live, unless the media server says it runs', async () => {
    const never = data(await call(app, 'POST', '/streaming/live', t.anna));
    const quiet = data(await call(app, 'POST', '/streaming/live', t.bella));
    // bella's started webhook was lost, but the media server knows she broadcasts
    stub.state.live.add(quiet.sessionId);
    await sleep(START / 2);
    expect(await status('anna')).toMatchObject({ streamingStatus: 'public', sessionId: never.sessionId });

    await until(async () => (await status('anna')).streamingStatus === 'offline', START * 3);
    await sleep(200);
    expect(await status('bella')).toMatchObject({ streamingStatus: 'public', sessionId: quiet.sessionId });
  });
});

describe('private show', () => {
  it('answers join with 200 "in a private show", then ends with a message to the member and bills no further minute', async () => {
    await call(app, 'POST', '/streaming/live', t.carmen);
    const member = await newMember(app, 500);
    const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.carmen}`, member.token));
    const conversationId: string = request.conversation._id;
    const memberSocket = await sockets.open(member.token);
    const performerSocket = await sockets.open(t.carmen);
    const memberEnded = record(memberSocket, 'show-ended');
    const performerEnded = record(performerSocket, 'show-ended');
    const billed = record(memberSocket, 'show-billed');
    await sleep(50);
    const accepted = data(await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.carmen));
    await webhook(accepted.sessionId, 'liveStreamStarted');

    // a visitor opening her room is told she is in a private show, not given an error
    const join = await call(app, 'POST', `/streaming/join/${ids.carmen}`);
    expect(join.statusCode).toBe(200);
    expect(data(join)).toEqual({ sessionId: '', streamingStatus: 'private', message: 'The performer is in a private show right now' });

    await until(() => billed.length === 2, MINUTE * 3);
    await webhook(accepted.sessionId, 'liveStreamEnded');
    await until(() => memberEnded.length === 1, GRACE * 10);
    expect(memberEnded[0]).toEqual({
      conversationId,
      reason: 'broadcast-lost',
      message: "The performer's broadcast stopped, so the show has ended. You are not charged for any further minute.",
    });
    await until(() => performerEnded.some((e) => e.conversationId === conversationId));
    expect(performerEnded.find((e) => e.conversationId === conversationId)).toMatchObject({ reason: 'broadcast-lost' });
    // her status is refreshed just after the show's end is told
    await until(async () => (await status('carmen')).streamingStatus !== 'private');

    const after = await balance(app, 'user', member.id);
    expect(after).toBe(500 - 2 * 20);
    await sleep(MINUTE * 2);
    expect(billed).toHaveLength(2);
    expect(await balance(app, 'user', member.id)).toBe(after);
  });
});
