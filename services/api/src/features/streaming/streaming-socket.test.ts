import type { FastifyInstance } from 'fastify';
import { MODERATOR_DELETED_TEXT, OWN_DELETED_TEXT } from '@platform/shared/contract';
import { record, sleep, until, type SocketOpener } from '../../../test/helpers';
import { call, data, newMember } from '../money/money.test-helpers';
import { emitAck, keepAccounts, resetPerformers, useStreamingTestApp } from './streaming.test-helpers';

jest.setTimeout(60_000);

let app: FastifyInstance;
let sockets: SocketOpener;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

useStreamingTestApp({ SHOW_MINUTE_MS: '60000', SHOW_DISCONNECT_GRACE_MS: '200' }, async (started) => {
  ({ app, sockets } = started);
  await keepAccounts(app, 'performer', ['anna', 'bella'], t, ids);
  await keepAccounts(app, 'user', ['member', 'admin'], t, ids);
  await resetPerformers(app, [ids.anna, ids.bella]);
});
afterEach(async () => {
  sockets.closeAll();
  await call(app, 'GET', '/streaming/finish', t.anna);
  await call(app, 'GET', '/streaming/finish', t.bella);
});

describe('public rooms', () => {
  it('counts viewers on join and leave, tells the room when the performer publishes and when she leaves', async () => {
    const visitorSocket = await sockets.open();
    const allStatus = record(visitorSocket, 'modelUpdateStreamingStatus');
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const conversationId = live.conversation._id;
    await until(() => allStatus.length === 1);
    expect(allStatus[0]).toMatchObject({
      id: ids.anna,
      status: 'public',
      performer: { _id: ids.anna, streamingStatus: 'public', isStreaming: true },
    });

    const performer = await sockets.open(t.anna);
    const member = await sockets.open(t.member);
    const counts = record(performer, 'public-room-changed');
    const broadcaster = record(member, 'join-broadcaster');
    const left = record(member, 'model-left');
    expect(await emitAck(performer, 'public-stream/join', { conversationId })).toEqual({ ok: true, conversationId });
    expect(await emitAck(member, 'public-stream/join', { conversationId })).toEqual({ ok: true, conversationId });
    expect(await emitAck(visitorSocket, 'public-stream/join', { conversationId })).toEqual({ ok: true, conversationId });
    // joins close together are told together (one count per room every 250 ms at most): the last count is the truth
    const latest = () => counts[counts.length - 1];
    await until(() => latest()?.total === 2);
    expect(latest()).toEqual({ conversationId, total: 2, members: [expect.objectContaining({ _id: ids.member, username: 'member' })] });
    expect(data(await call(app, 'GET', `/performers/anna/view`)).watching).toBe(2);

    expect(await emitAck(member, 'public-stream/live', { conversationId })).toMatchObject({ ok: false });
    expect(await emitAck(performer, 'public-stream/live', { conversationId })).toEqual({ ok: true, conversationId });
    await until(() => broadcaster.length === 1);
    expect(broadcaster[0]).toEqual({ performerId: ids.anna, conversationId });

    expect(await emitAck(visitorSocket, 'public-stream/leave', { conversationId })).toEqual({ ok: true, conversationId });
    await until(() => latest()?.total === 1);
    visitorSocket.close();
    const rejoin = await emitAck(member, 'public-stream/rejoin', { conversationId });
    expect(rejoin.ok).toBe(true);
    expect((await emitAck(member, 'public-stream/join', { conversationId: '000000000000000000000000' })).ok).toBe(false);

    await call(app, 'GET', '/streaming/finish', t.anna);
    await until(() => left.length === 1);
    expect(left[0]).toEqual({ performerId: ids.anna, conversationId });
    // a late viewer of a performer who already publishes starts at once
    const again = data(await call(app, 'POST', '/streaming/live', t.anna));
    await emitAck(performer, 'public-stream/live', { conversationId: again.conversation._id });
    const late = await sockets.open();
    const lateBroadcaster = record(late, 'join-broadcaster');
    await emitAck(late, 'public-stream/join', { conversationId: again.conversation._id });
    await until(() => lateBroadcaster.length === 1);
  });

  it('tells a burst of joins (a dead process’s viewers coming back at once) in a few counts, not one per join', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const conversationId = live.conversation._id;
    const performer = await sockets.open(t.anna);
    const counts = record(performer, 'public-room-changed');
    await emitAck(performer, 'public-stream/join', { conversationId });
    await until(() => counts.length === 1);
    const viewers = await Promise.all(Array.from({ length: 20 }, () => sockets.open()));
    await Promise.all(viewers.map((viewer) => emitAck(viewer, 'public-stream/join', { conversationId })));
    await until(() => counts[counts.length - 1]?.total === 20);
    await sleep(400);
    expect(counts.length).toBeLessThanOrEqual(4);
    expect(counts[counts.length - 1].total).toBe(20);
  });

  it('delivers public chat messages to the room and applies the moderator and own deletion texts', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const conversationId = live.conversation._id;
    const viewer = await sockets.open();
    await emitAck(viewer, 'public-stream/join', { conversationId });
    const created = record(viewer, `message_created_conversation_${conversationId}`);
    const deleted = record(viewer, `message_deleted_conversation_${conversationId}`);

    const first = data(await call(app, 'POST', `/messages/stream/public/conversations/${conversationId}`, t.member, { text: 'Hi Anna!' }));
    const second = data(await call(app, 'POST', `/messages/stream/public/conversations/${conversationId}`, t.member, { text: 'Second' }));
    const third = data(await call(app, 'POST', `/messages/stream/public/conversations/${conversationId}`, t.member, { text: 'Third' }));
    expect((await call(app, 'POST', `/messages/stream/public/conversations/${conversationId}`, undefined, { text: 'anon' })).statusCode).toBe(403);
    expect((await call(app, 'POST', `/messages/stream/public/conversations/${conversationId}`, t.member, { text: '   ' })).statusCode).toBe(400);
    await until(() => created.length === 3);
    expect(created[0]).toMatchObject({ _id: first._id, type: 'text', text: 'Hi Anna!', senderInfo: { username: 'member' }, isDeleted: false });

    const page = data(await call(app, 'GET', `/messages/conversations/public/${conversationId}`));
    expect(page.total).toBe(3);
    expect(page.data[0].text).toBe('Third');

    // someone else may not delete it; the performer (moderator) may
    expect((await app.inject({ method: 'DELETE', url: `/messages/${first._id}`, headers: { authorization: t.bella } })).statusCode).toBe(403);
    const moderated = data(await app.inject({ method: 'DELETE', url: `/messages/${first._id}`, headers: { authorization: t.anna } }));
    expect(moderated).toMatchObject({ _id: first._id, isDeleted: true, text: MODERATOR_DELETED_TEXT });
    const own = data(await app.inject({ method: 'DELETE', url: `/messages/${second._id}`, headers: { authorization: t.member } }));
    expect(own).toMatchObject({ isDeleted: true, text: OWN_DELETED_TEXT });
    // again: answered as it is, no second event
    expect(data(await app.inject({ method: 'DELETE', url: `/messages/${first._id}`, headers: { authorization: t.anna } })).text).toBe(
      MODERATOR_DELETED_TEXT,
    );
    await until(() => deleted.length === 2);
    expect(deleted.map((m: any) => m.text)).toEqual([MODERATOR_DELETED_TEXT, OWN_DELETED_TEXT]);

    // an admin moderates too, with the id in the body
    const byBody = await app.inject({ method: 'DELETE', url: '/messages', headers: { authorization: t.admin }, payload: { messageId: third._id } });
    expect(data(byBody)).toMatchObject({ text: MODERATOR_DELETED_TEXT, isDeleted: true });
    const notString = await app.inject({ method: 'DELETE', url: '/messages', headers: { authorization: t.admin }, payload: { messageId: 42 } });
    expect(notString.statusCode).toBe(400);
    expect(notString.json().message).toBe('messageId must be a string');
    const missing = await app.inject({ method: 'DELETE', url: '/messages/', headers: { authorization: t.admin } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('messageId not provided');
    expect((await app.inject({ method: 'DELETE', url: '/messages/000000000000000000000000', headers: { authorization: t.anna } })).statusCode).toBe(
      404,
    );

    // remove-all: only moderators
    await call(app, 'POST', `/messages/stream/public/conversations/${conversationId}`, t.member, { text: 'Fourth' });
    expect(
      (await app.inject({ method: 'DELETE', url: `/messages/${conversationId}/remove-all-message`, headers: { authorization: t.member } }))
        .statusCode,
    ).toBe(403);
    const removed = await app.inject({ method: 'DELETE', url: `/messages/${conversationId}/remove-all-message`, headers: { authorization: t.anna } });
    expect(data(removed)).toEqual({ success: true, total: 1 });
    const after = data(await call(app, 'GET', `/messages/conversations/public/${conversationId}`));
    expect(after.data.every((m: any) => m.isDeleted)).toBe(true);
  });

  it('answers only the public chat messages after a given one (a client catching up after a reconnect)', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.bella));
    const conversationId = live.conversation._id;
    const path = `/messages/conversations/public/${conversationId}`;
    const sent = [];
    for (const text of ['one', 'two', 'three', 'four']) {
      sent.push(data(await call(app, 'POST', `/messages/stream/public/conversations/${conversationId}`, t.member, { text })));
    }

    const missed = data(await call(app, 'GET', `${path}?after=${sent[1]._id}&sort=desc&limit=200`));
    expect(missed.total).toBe(2);
    expect(missed.data.map((m: any) => m.text)).toEqual(['four', 'three']);
    expect(data(await call(app, 'GET', `${path}?after=${sent[3]._id}`))).toEqual({ data: [], total: 0 });

    // not a message of this chat, or not an id at all: refused, so the client falls back to the latest page
    const other = data(await call(app, 'POST', '/streaming/live', t.anna)).conversation._id;
    const elsewhere = data(await call(app, 'POST', `/messages/stream/public/conversations/${other}`, t.member, { text: 'elsewhere' }));
    expect((await call(app, 'GET', `${path}?after=${elsewhere._id}`)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${path}?after=000000000000000000000000`)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${path}?after=nope`)).statusCode).toBe(400);
  });

  it('finds stream conversations by stream and by performer', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.bella));
    expect(data(await call(app, 'GET', `/conversations/stream/${live.sessionId}`))._id).toBe(live.conversation._id);
    expect(data(await call(app, 'GET', `/conversations/stream/${live.conversation.streamId}`, t.member))._id).toBe(live.conversation._id);
    expect(data(await call(app, 'GET', `/conversations/stream/public/${ids.bella}`))._id).toBe(live.conversation._id);
    expect((await call(app, 'GET', '/conversations/stream/public/000000000000000000000000')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/conversations/stream/nothing')).statusCode).toBe(404);
  });

  it('shows a tip sent with a conversationId in that chat as a tip message', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const conversationId = live.conversation._id;
    const performer = await sockets.open(t.anna);
    await emitAck(performer, 'public-stream/join', { conversationId });
    const created = record(performer, `message_created_conversation_${conversationId}`);
    const tipped = record(performer, 'tipped');
    const tip = await call(
      app,
      'POST',
      `/member/send-tip-token/${ids.anna}`,
      t.member,
      { token: 7, conversationId },
      { 'Idempotency-Key': 'tip-socket-test' },
    );
    expect(tip.statusCode).toBe(200);
    await until(() => created.length === 1 && tipped.length === 1);
    expect(created[0]).toMatchObject({ conversationId, type: 'tip', token: 7, text: 'Tipped 7 tokens', senderInfo: { username: 'member' } });
    // a replayed tip is not shown twice
    await call(app, 'POST', `/member/send-tip-token/${ids.anna}`, t.member, { token: 7, conversationId }, { 'Idempotency-Key': 'tip-socket-test' });
    await sleep(150);
    expect(created).toHaveLength(1);
    // a tip for someone else's chat does not appear there
    await call(app, 'POST', `/member/send-tip-token/${ids.bella}`, t.member, { token: 1, conversationId });
    await sleep(150);
    expect(created).toHaveLength(1);
  });
});

describe('private and group rooms', () => {
  it('sends the request to the performer only, then accepted or rejected to the requesting member only', async () => {
    await call(app, 'POST', '/streaming/live', t.bella);
    const requester = await newMember(app, 500);
    const performerSocket = await sockets.open(t.bella);
    const otherPerformer = await sockets.open(t.anna);
    const requesterSocket = await sockets.open(requester.token);
    const bystander = await sockets.open(t.member);
    const requests = record(performerSocket, 'private-chat-request');
    const strayRequests = record(otherPerformer, 'private-chat-request');
    const accepted = record(requesterSocket, 'private-chat-accepted');
    const rejected = record(requesterSocket, 'private-chat-rejected');
    const strayAccepted = record(bystander, 'private-chat-accepted');
    const strayRejected = record(bystander, 'private-chat-rejected');
    await sleep(50);

    const first = data(await call(app, 'POST', `/streaming/private-chat/${ids.bella}`, requester.token));
    await until(() => requests.length === 1);
    expect(requests[0]).toEqual({
      user: expect.objectContaining({ _id: requester.id, username: requester.username, isPerformer: false }),
      conversationId: first.conversation._id,
      streamId: first.conversation.streamId,
    });
    await call(app, 'PUT', `/streaming/private-chat/reject/${first.conversation._id}`, t.bella);
    await until(() => rejected.length === 1);
    expect(rejected[0]).toEqual({ conversationId: first.conversation._id });

    const second = data(await call(app, 'POST', `/streaming/private-chat/${ids.bella}`, requester.token));
    const conversationId = second.conversation._id;
    const res = data(await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.bella));
    await until(() => accepted.length === 1);
    expect(accepted[0]).toEqual({ conversationId, sessionId: res.sessionId });
    await sleep(100);
    expect(strayRequests).toEqual([]);
    expect(strayAccepted).toEqual([]);
    expect(strayRejected).toEqual([]);

    // the room: members only; the performer's arrival is announced
    const joined = record(requesterSocket, 'JOINED_THE_ROOM');
    const modelJoined = record(requesterSocket, 'MODEL_JOIN_ROOM');
    const modelLeft = record(requesterSocket, 'MODEL_LEFT_ROOM');
    const ended = record(requesterSocket, 'show-ended');
    expect((await emitAck(bystander, 'JOIN_ROOM', { conversationId })).ok).toBe(false);
    expect(await emitAck(requesterSocket, 'JOIN_ROOM', { conversationId })).toEqual({ ok: true, conversationId });
    await until(() => joined.length === 1);
    expect(joined[0]).toEqual({
      conversationId,
      streamId: res.sessionId,
      total: 1,
      members: [expect.objectContaining({ _id: requester.id })],
      // the member's camera id shares the show's random key, not its guessable row id
      streamList: [res.sessionId, res.sessionId.replace(new RegExp(`-${ids.bella}$`), `-${requester.id}`)],
    });
    expect((await emitAck(performerSocket, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
    await until(() => modelJoined.length === 1);
    expect(modelJoined[0]).toEqual({ conversationId });

    // show chat: members and the performer
    const created = record(requesterSocket, `message_created_conversation_${conversationId}`);
    expect((await call(app, 'POST', `/messages/stream/conversations/${conversationId}`, t.bella, { text: 'Welcome' })).statusCode).toBe(200);
    expect((await call(app, 'POST', `/messages/stream/conversations/${conversationId}`, t.member, { text: 'Let me in' })).statusCode).toBe(403);
    await until(() => created.length === 1);
    expect(created[0]).toMatchObject({ text: 'Welcome', senderInfo: { username: 'bella', isPerformer: true } });

    // the performer leaves: the show ends for the member
    expect((await emitAck(performerSocket, 'LEAVE_ROOM', { conversationId })).ok).toBe(true);
    await until(() => modelLeft.length === 1 && ended.length === 1);
    expect(ended[0]).toEqual({ conversationId, reason: 'performer-left', message: 'The performer has left the show.' });
  });

  it('takes a member whose sockets all disconnected out of a group show after the grace period', async () => {
    const group = data(await call(app, 'POST', '/streaming/group-chat', t.anna));
    const conversationId = group.conversation._id;
    const member = await newMember(app, 100);
    await call(app, 'GET', `/streaming/group-chat/${ids.anna}`, member.token);
    const performerSocket = await sockets.open(t.anna);
    const memberLeft = record(performerSocket, 'show-member-left');
    const memberSocket = await sockets.open(member.token);
    expect((await emitAck(memberSocket, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
    memberSocket.close();
    await until(() => memberLeft.length === 1, 3000);
    expect(memberLeft[0]).toMatchObject({ conversationId, userId: member.id, reason: 'member-left' });
  });
});
