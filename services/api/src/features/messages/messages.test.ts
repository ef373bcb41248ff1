import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { bearer, json, record, sleep, type SocketOpener } from '../../../test/helpers';
import { newMember } from '../money/money.test-helpers';
import { useMessagingTestApp } from './messages.test-helpers';

let app: FastifyInstance;
let sockets: SocketOpener;
let tokens: Record<string, string>;
const auth = (name: string) => bearer(tokens[name]);
let annaConversation: string;
let bellaConversation: string;

useMessagingTestApp((chat) => {
  ({ app, sockets, tokens } = chat);
  annaConversation = chat.conversationWith.anna;
  bellaConversation = chat.conversationWith.bella;
});

const open = (token: string) => sockets.open(token);
const joinRoom = (socket: Socket, conversationId: string) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit('JOIN_ROOM', { conversationId }, resolve));
const settle = () => sleep(100);

const get = (url: string, who: string) => app.inject({ method: 'GET', url, headers: auth(who) });
const send = (conversationId: string, who: string, payload: object) =>
  app.inject({ method: 'POST', url: `/messages/conversations/${conversationId}`, headers: auth(who), payload });
const unread = async (who: string) => json(await get('/messages/total-unread', who)).data.total as number;

describe('GET /messages/conversations/{id}', () => {
  it('lists messages newest first with the sender in public form; sort=asc and paging', async () => {
    const res = await get(`/messages/conversations/${annaConversation}`, 'member');
    expect(res.statusCode).toBe(200);
    const page = json(res).data;
    expect(page.total).toBe(4);
    expect(page.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      conversationId: annaConversation,
      type: 'text',
      text: 'Yes! Friday at 8 pm, salsa night. See you there?',
      senderId: expect.any(String),
      senderSource: 'performer',
      senderInfo: expect.objectContaining({ username: 'anna', displayName: 'Anna Rivers', isPerformer: true }),
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const asc = json(await get(`/messages/conversations/${annaConversation}?sort=asc`, 'anna')).data.data.map((m: any) => m.text);
    expect(asc).toEqual([...page.data.map((m: any) => m.text)].reverse());
    const second = json(await get(`/messages/conversations/${annaConversation}?limit=2&offset=2`, 'member')).data;
    expect(second).toEqual({ data: page.data.slice(2, 4), total: 4 });
  });

  it('with after, answers only the messages newer than that one (a client catching up after a reconnect)', async () => {
    const sent = [];
    for (const text of ['catch 1', 'catch 2', 'catch 3']) sent.push(json(await send(bellaConversation, 'member', { text })).data);
    const missed = json(await get(`/messages/conversations/${bellaConversation}?after=${sent[0]._id}&sort=desc`, 'bella')).data;
    expect(missed.data.map((m: any) => m.text)).toEqual(['catch 3', 'catch 2']);
    expect(missed.total).toBe(2);
    const elsewhere = json(await send(annaConversation, 'member', { text: 'elsewhere' })).data;
    expect((await get(`/messages/conversations/${bellaConversation}?after=${elsewhere._id}`, 'bella')).statusCode).toBe(400);
    // read, so the unread counts of the tests below start where they expect
    for (const [who, conversationId] of [
      ['bella', bellaConversation],
      ['anna', annaConversation],
    ]) {
      const read = await app.inject({ method: 'POST', url: '/messages/read-all', headers: auth(who), payload: { conversationId } });
      expect(read.statusCode).toBe(200);
    }
  });

  it('is for participants only: 403 for others, 404 for an unknown conversation, 400 for bad paging', async () => {
    const stranger = await get(`/messages/conversations/${annaConversation}`, 'bella');
    expect(stranger.statusCode).toBe(403);
    expect((await get('/messages/conversations/0123456789abcdef01234567', 'member')).statusCode).toBe(404);
    const bad = await get(`/messages/conversations/${annaConversation}?limit=0&sort=up`, 'member');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.map((i: any) => i.property)).toEqual(['limit', 'sort']);
    expect((await app.inject({ method: 'GET', url: `/messages/conversations/${annaConversation}` })).statusCode).toBe(403);
  });
});

describe('POST /messages/conversations/{id}', () => {
  it('stores the message, counts it unread for the recipient and pushes it over the sockets', async () => {
    const annaSocket = await open(tokens.anna);
    const memberSocket = await open(tokens.member);
    const bellaSocket = await open(tokens.bella);
    expect(await joinRoom(memberSocket, annaConversation)).toEqual({ ok: true, conversationId: annaConversation });
    expect(await joinRoom(bellaSocket, annaConversation)).toEqual({ ok: false, conversationId: annaConversation });
    const created = record(annaSocket, 'message_created');
    const unreadEvents = record(annaSocket, 'nofify_read_messages_in_conversation');
    const roomEvents = record(memberSocket, `message_created_conversation_${annaConversation}`);
    const strangerRoom = record(bellaSocket, `message_created_conversation_${annaConversation}`);
    const memberDirect = record(memberSocket, 'message_created');

    expect(await unread('anna')).toBe(0);
    const res = await send(annaConversation, 'member', { text: '  See you Friday!  ' });
    expect(res.statusCode).toBe(200);
    const message = json(res).data;
    expect(message).toMatchObject({
      conversationId: annaConversation,
      text: 'See you Friday!',
      senderSource: 'user',
      senderInfo: { username: 'member' },
      isDeleted: false,
    });
    await settle();
    expect(created).toEqual([message]);
    expect(unreadEvents).toEqual([{ total: 1 }]);
    expect(roomEvents).toEqual([message]);
    expect(strangerRoom).toEqual([]);
    expect(memberDirect).toEqual([message]); // the sender's own tabs see it too

    expect(await unread('anna')).toBe(1);
    const annaList = json(await get('/conversations', 'anna')).data.data[0];
    expect(annaList).toMatchObject({
      _id: annaConversation,
      lastMessage: 'See you Friday!',
      totalNotSeenMessages: 1,
      lastMessageCreatedAt: message.createdAt,
    });
    // the conversation with the newest message comes first for the member again
    expect(json(await get('/conversations', 'member')).data.data[0]._id).toBe(annaConversation);
    expect(await unread('member')).toBe(2); // the sender's own unread is unchanged
  });

  it('refuses empty, blank, too long and missing text with 400', async () => {
    for (const payload of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, {}, { text: { value: 'hi' } }]) {
      const res = await send(annaConversation, 'member', payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ statusCode: 400, error: 'Bad Request', message: [{ property: 'text', constraints: expect.any(Object) }] });
    }
    expect(json(await send(annaConversation, 'member', { text: '' })).message).toEqual([
      { property: 'text', constraints: { isNotEmpty: 'text should not be empty' } },
    ]);
    expect((await send(annaConversation, 'member', { text: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it('lets only participants write', async () => {
    expect((await send(annaConversation, 'bella', { text: 'hi' })).statusCode).toBe(403);
    expect((await send('0123456789abcdef01234567', 'member', { text: 'hi' })).statusCode).toBe(404);
  });
});

describe('unread counts and POST /messages/read-all', () => {
  it("resets the caller's unread for one conversation and pushes the new total", async () => {
    const memberSocket = await open(tokens.member);
    const events = record(memberSocket, 'nofify_read_messages_in_conversation');
    expect(await unread('member')).toBe(2);
    const res = await app.inject({
      method: 'POST',
      url: '/messages/read-all',
      headers: auth('member'),
      payload: { conversationId: bellaConversation },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ total: 1 });
    await settle();
    expect(events).toEqual([{ total: 1, conversationId: bellaConversation }]);
    expect(json(await get(`/conversations/${bellaConversation}`, 'member')).data.totalNotSeenMessages).toBe(0);
    expect(await unread('member')).toBe(1);
    // bella's side is untouched
    expect(json(await get(`/conversations/${bellaConversation}`, 'bella')).data.totalNotSeenMessages).toBe(0);

    const annaRead = await app.inject({
      method: 'POST',
      url: '/messages/read-all',
      headers: auth('anna'),
      payload: { conversationId: annaConversation, recipientId: json(await get('/users/me', 'member')).data._id },
    });
    expect(json(annaRead).data).toEqual({ total: 0 });
    expect(await unread('anna')).toBe(0);
  });

  it('a reply counts for the other side again', async () => {
    await send(bellaConversation, 'bella', { text: 'Any costume wishes?' });
    await send(bellaConversation, 'bella', { text: 'Tell me before 8!' });
    expect(await unread('member')).toBe(3);
    expect(json(await get(`/conversations/${bellaConversation}`, 'member')).data.totalNotSeenMessages).toBe(2);
  });

  it('answers 400 for a bad body, 403 for a stranger, 404 for an unknown conversation', async () => {
    const post = (who: string, payload: object) => app.inject({ method: 'POST', url: '/messages/read-all', headers: auth(who), payload });
    const missing = await post('member', {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toEqual([{ property: 'conversationId', constraints: { isNotEmpty: 'conversationId should not be empty' } }]);
    expect((await post('member', { conversationId: 'nope' })).statusCode).toBe(400);
    expect((await post('bella', { conversationId: annaConversation })).statusCode).toBe(403);
    expect((await post('member', { conversationId: '0123456789abcdef01234567' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/messages/total-unread' })).statusCode).toBe(403);
  });
});

describe('DELETE /messages/{id}', () => {
  it("marks the sender's message deleted, updates the preview and tells the room", async () => {
    const memberSocket = await open(tokens.member);
    await joinRoom(memberSocket, annaConversation);
    const deletedEvents = record(memberSocket, `message_deleted_conversation_${annaConversation}`);
    const sent = json(await send(annaConversation, 'member', { text: 'Oops, wrong chat' })).data;
    const res = await app.inject({ method: 'DELETE', url: `/messages/${sent._id}`, headers: auth('member') });
    expect(res.statusCode).toBe(200);
    const deleted = json(res).data;
    expect(deleted).toMatchObject({ _id: sent._id, isDeleted: true, text: 'Message deleted' });
    await settle();
    expect(deletedEvents).toEqual([deleted]);
    const newest = json(await get(`/messages/conversations/${annaConversation}?limit=1`, 'anna')).data.data[0];
    expect(newest).toMatchObject({ _id: sent._id, isDeleted: true, text: 'Message deleted' });
    expect(json(await get(`/conversations/${annaConversation}`, 'anna')).data.lastMessage).toBe('Message deleted');
    // deleting again is harmless
    const again = await app.inject({ method: 'DELETE', url: `/messages/${sent._id}`, headers: auth('member') });
    expect(json(again).data).toMatchObject({ isDeleted: true });
  });

  it('only the sender may delete: 403 for the other participant and strangers, 404 when unknown', async () => {
    const sent = json(await send(annaConversation, 'member', { text: 'Keep this' })).data;
    for (const who of ['anna', 'bella']) {
      const res = await app.inject({ method: 'DELETE', url: `/messages/${sent._id}`, headers: auth(who) });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await app.inject({ method: 'DELETE', url: '/messages/0123456789abcdef01234567', headers: auth('member') });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ statusCode: 404, message: 'Message not found', error: 'Not Found' });
    expect((await app.inject({ method: 'DELETE', url: '/messages/xyz', headers: auth('member') })).statusCode).toBe(400);
    expect(json(await get(`/messages/conversations/${annaConversation}?limit=1`, 'member')).data.data[0]).toMatchObject({
      text: 'Keep this',
      isDeleted: false,
    });
  });
});

describe('a member the performer blocked', () => {
  it('cannot write to her any more (403, nothing stored or pushed); she still reads the history', async () => {
    const m = await newMember(app, 0);
    const headers = bearer(m.token);
    const bellaId = json(await app.inject({ method: 'GET', url: '/performers/bella/view' })).data._id;
    const started = await app.inject({ method: 'POST', url: '/conversations', headers, payload: { source: 'performer', sourceId: bellaId } });
    const conversationId = json(started).data._id;
    const write = (text: string) => app.inject({ method: 'POST', url: `/messages/conversations/${conversationId}`, headers, payload: { text } });
    expect((await write('Hello Bella')).statusCode).toBe(200);

    await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [bellaId, m.id]);
    const bellaSocket = await open(tokens.bella);
    const created = record(bellaSocket, 'message_created');
    const unreadBefore = await unread('bella');
    const refused = await write('Why did you block me?');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ statusCode: 403, message: 'This performer has blocked you', error: 'Forbidden' });
    await settle();
    expect(created).toEqual([]);
    expect(await unread('bella')).toBe(unreadBefore);

    const history = await get(`/messages/conversations/${conversationId}`, 'bella');
    expect(history.statusCode).toBe(200);
    expect(json(history).data).toMatchObject({ total: 1, data: [{ text: 'Hello Bella', senderId: m.id }] });
    expect(json(await get(`/conversations/${conversationId}`, 'bella')).data.lastMessage).toBe('Hello Bella');

    // the block is what refuses: once lifted, the member writes again
    await app.ctx.db.query('DELETE FROM performer_blocks WHERE performer_id = $1 AND user_id = $2', [bellaId, m.id]);
    expect((await write('Thanks for unblocking')).statusCode).toBe(200);
  });
});

describe('text is text', () => {
  it('stores and answers markup byte for byte as plain text, never rendered or escaped', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const annaSocket = await open(tokens.anna);
    const created = record(annaSocket, 'message_created');
    const res = await send(annaConversation, 'member', { text: markup });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res).data.text).toBe(markup);
    const listed = json(await get(`/messages/conversations/${annaConversation}?limit=1`, 'anna')).data.data[0];
    expect(Buffer.from(listed.text, 'utf8').equals(Buffer.from(markup, 'utf8'))).toBe(true);
    expect(json(await get(`/conversations/${annaConversation}`, 'anna')).data.lastMessage).toBe(markup);
    const { rows } = await app.ctx.db.query<{ text: string }>('SELECT text FROM messages WHERE id = $1', [listed._id]);
    expect(rows[0].text).toBe(markup);
    await settle();
    expect(created.map((m: any) => m.text)).toEqual([markup]);
  });
});
