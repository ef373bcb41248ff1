import type { FastifyInstance } from 'fastify';
import type { SocketOpener } from '../../../test/helpers';
import { record, until } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, newMember } from '../money/money.test-helpers';
import { emitAck, keepAccounts, resetPerformers, useStreamingTestApp } from './streaming.test-helpers';
import { memberStreamIdOf, streamOfConversation } from './streams.repository';

jest.setTimeout(60_000);

const MINUTE = 400;
let app: FastifyInstance;
let sockets: SocketOpener;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

useStreamingTestApp(
  { SHOW_MINUTE_MS: String(MINUTE), SHOW_DISCONNECT_GRACE_MS: '200', SHOW_SWEEP_MS: '30', SHOW_PLAY_POLL_MS: '50' },
  async (started) => {
    ({ app, sockets } = started);
    await keepAccounts(app, 'performer', ['diana'], t, ids);
    await resetPerformers(app, [ids.diana]);
    await app.ctx.db.query('UPDATE performers SET private_call_price = 30 WHERE id = $1', [ids.diana]);
  },
);
afterEach(async () => {
  sockets.closeAll();
  await call(app, 'GET', '/streaming/finish', t.diana);
});

const spyPrices = (body: Record<string, unknown>) => call(app, 'POST', '/performers/default-price/update', t.diana, body);

/** Diana live and in an accepted private show with a new member; her socket and his in the show's room. */
async function runningPrivateShow() {
  await call(app, 'POST', '/streaming/live', t.diana);
  const member = await newMember(app, 500);
  const conversationId = data(await call(app, 'POST', `/streaming/private-chat/${ids.diana}`, member.token)).conversation._id as string;
  expect((await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana)).statusCode).toBe(200);
  const performerSocket = await sockets.open(t.diana);
  const memberSocket = await sockets.open(member.token);
  expect((await emitAck(performerSocket, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
  expect((await emitAck(memberSocket, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
  return { member, conversationId, performerSocket, memberSocket };
}

it('she sets a spy price between her group and private prices and allows spying; other prices are refused with the range', async () => {
  const refused = await spyPrices({ spyCallPrice: 35, allowSpy: true });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('The spy price must be between your group price (10 tokens) and your private price (30 tokens).');
  expect((await spyPrices({ spyCallPrice: 'cheap' })).statusCode).toBe(400);
  const saved = data(await spyPrices({ spyCallPrice: 20, allowSpy: true }));
  expect(saved).toMatchObject({ allowSpy: true, spyCallPrice: 20 });
  // a lower private price later keeps what a spy pays within her prices
  await app.ctx.db.query('UPDATE performers SET private_call_price = 15 WHERE id = $1', [ids.diana]);
  expect(data(await call(app, 'GET', '/performers/diana/view'))).toMatchObject({ allowSpy: true, spyCallPrice: 15 });
  await app.ctx.db.query('UPDATE performers SET private_call_price = 30 WHERE id = $1', [ids.diana]);
});

it('a spy watches her video only, silently, billed per minute at the spy price; the parties see only how many spy; leaving ends only his watch', async () => {
  await spyPrices({ spyCallPrice: 20, allowSpy: true });
  const { conversationId, performerSocket, memberSocket } = await runningPrivateShow();
  const countsToHer = record(performerSocket, 'spy-count');
  const countsToHim = record(memberSocket, 'spy-count');
  const roomMembers = record(performerSocket, 'JOINED_THE_ROOM');
  const spy = await newMember(app, 100);
  const spySocket = await sockets.open(spy.token);
  const billed = record(spySocket, 'show-billed');
  const ended = record(spySocket, 'show-ended');

  const watch = data(await call(app, 'POST', `/streaming/spy/${ids.diana}`, spy.token));
  const stream = (await streamOfConversation(app.ctx.db, conversationId))!;
  expect(watch).toEqual({ conversationId, sessionId: stream.session_id, price: 20 });
  expect(await balance(app, 'user', spy.id)).toBe(80); // minute 1 as soon as his video plays
  await until(() => countsToHer.length === 1 && countsToHim.length === 1);
  expect(countsToHer[0]).toEqual({ conversationId, spies: 1 });
  // a page of hers that joins now learns the count at once
  const herOtherTab = await sockets.open(t.diana);
  const countsToHerOtherTab = record(herOtherTab, 'spy-count');
  expect((await emitAck(herOtherTab, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
  await until(() => countsToHerOtherTab.length === 1);
  expect(countsToHerOtherTab[0]).toEqual({ conversationId, spies: 1 });

  // her video, never the private member's camera
  const play = (id: string) => call(app, 'POST', '/streaming/token', spy.token, { id, type: 'play' });
  expect((await play(stream.session_id)).statusCode).toBe(200);
  expect((await play(memberStreamIdOf(stream, stream.user_id!)!)).statusCode).toBe(403);
  expect(data(await call(app, 'POST', '/streaming/session', spy.token, { id: conversationId, type: 'private' })).streamId).toBe(stream.session_id);
  // no chat, not among the room's members
  expect((await call(app, 'POST', `/messages/stream/conversations/${conversationId}`, spy.token, { text: 'hi' })).statusCode).toBe(403);
  expect((await emitAck(spySocket, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
  for (const event of roomMembers) expect(event.members.map((m: { _id: string }) => m._id)).not.toContain(spy.id);

  await until(() => billed.length >= 2, 5000);
  expect(billed.slice(0, 2)).toEqual([
    { conversationId, minute: 1, token: 20, balance: 80 },
    { conversationId, minute: 2, token: 20, balance: 60 },
  ]);
  const [minute] = (
    await app.ctx.db.query<{ name: string; type: string }>(
      `SELECT name, type FROM purchased_items WHERE source_id = $1 ORDER BY created_at LIMIT 1`,
      [spy.id],
    )
  ).rows;
  expect(minute).toEqual({ name: 'Spy show minute with diana', type: 'stream_private' });

  expect((await emitAck(spySocket, 'LEAVE_ROOM', { conversationId })).ok).toBe(true);
  await until(() => ended.length === 1 && countsToHer.length === 2);
  expect(ended[0]).toMatchObject({ conversationId, reason: 'member-left' });
  expect(countsToHer[1]).toEqual({ conversationId, spies: 0 });
  expect(data(await call(app, 'GET', `/streaming/status/${ids.diana}`)).streamingStatus).toBe('private');
  const spent = 100 - (await balance(app, 'user', spy.id));
  await new Promise((r) => setTimeout(r, MINUTE * 2));
  expect(100 - (await balance(app, 'user', spy.id))).toBe(spent);
  await expectLedgerConsistent(app);
});

it('the show ending ends every spy watch with its own text', async () => {
  await spyPrices({ spyCallPrice: 20, allowSpy: true });
  const { conversationId } = await runningPrivateShow();
  const spy = await newMember(app, 100);
  const spySocket = await sockets.open(spy.token);
  const ended = record(spySocket, 'show-ended');
  expect((await call(app, 'POST', `/streaming/spy/${ids.diana}`, spy.token)).statusCode).toBe(200);
  await call(app, 'GET', '/streaming/finish', t.diana);
  await until(() => ended.length === 1);
  expect(ended[0]).toEqual({ conversationId, reason: 'finished', message: 'The private show has ended.' });
});

it('refuses a spy when she does not allow it, is not in a private show, he is her private member, cannot pay, or she blocked him', async () => {
  const spy = await newMember(app, 100);
  const spyOn = (token: string) => call(app, 'POST', `/streaming/spy/${ids.diana}`, token);
  await spyPrices({ spyCallPrice: 20, allowSpy: true });
  await call(app, 'POST', '/streaming/live', t.diana);
  expect((await spyOn(spy.token)).json().message).toBe('The performer is not in a private show');

  const { member } = await runningPrivateShow();
  expect((await spyOn(member.token)).json().message).toBe('You are in this private show already');
  const poor = await newMember(app, 5);
  expect((await spyOn(poor.token)).json().message).toBe(
    'You do not have enough tokens to spy on the private show: it costs 20 tokens per minute and your balance is 5 tokens.',
  );
  await spyPrices({ allowSpy: false });
  expect((await spyOn(spy.token)).json().message).toBe('The performer does not allow spying on her private shows');
  await spyPrices({ allowSpy: true });
  expect((await call(app, 'POST', '/performers/blocking/update', t.diana, { userIds: [spy.id] })).statusCode).toBe(200);
  expect((await spyOn(spy.token)).statusCode).toBe(403);
  expect((await call(app, 'POST', `/streaming/spy/${ids.diana}`)).statusCode).toBe(403);
  expect(await balance(app, 'user', poor.id)).toBe(5);
});
