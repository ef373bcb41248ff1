import type { FastifyInstance } from 'fastify';
import { balance, call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';
import { record, sleep, until, type SocketOpener } from '../../../test/helpers';
import { emitAck, useStreamingTestApp } from './streaming.test-helpers';

jest.setTimeout(60_000);

// A member who closes the page a little before a minute ends: the media server still lists his player for a
// few seconds (its peer times out later), and the disconnect grace keeps him in the show meanwhile.
// Minutes long enough that a busy machine still closes the page well inside the paid one.
const MINUTE = 3000;
const PRICE = 20;
let app: FastifyInstance;
let sockets: SocketOpener;
let performerToken: string;
let performerId: string;

useStreamingTestApp(
  {
    SHOW_MINUTE_MS: String(MINUTE),
    SHOW_SWEEP_MS: '30',
    SHOW_PLAY_POLL_MS: '50',
    // both outlast the rest of the minute: what takes him out is not the question here
    SHOW_DISCONNECT_GRACE_MS: String(MINUTE * 2),
    SHOW_PLAY_START_MS: String(MINUTE * 3),
  },
  async (started) => {
    ({ app, sockets } = started);
    performerToken = await tokenFor(app, 'performer', 'diana');
    performerId = await idOf(app, 'performer', 'diana');
    await app.ctx.db.query(`UPDATE performers SET private_call_price = $2 WHERE id = $1`, [performerId, PRICE]);
  },
);
afterEach(async () => {
  await call(app, 'GET', '/streaming/finish', performerToken);
});

const msToNextMinute = async (conversationId: string, userId: string) => {
  const { rows } = await app.ctx.db.query<{ ms: number }>(
    `SELECT extract(epoch FROM sp.next_charge_at - now()) * 1000 AS ms FROM show_participants sp JOIN streams s ON s.id = sp.stream_id
     WHERE s.conversation_id = $1 AND sp.user_id = $2`,
    [conversationId, userId],
  );
  return Number(rows[0].ms);
};

/** A private show accepted and playing, the member's page in its room. */
async function privateShowInTheRoom() {
  await call(app, 'POST', '/streaming/live', performerToken);
  const member = await newMember(app, 1000);
  const request = data(await call(app, 'POST', `/streaming/private-chat/${performerId}`, member.token));
  const conversationId = request.conversation._id as string;
  const page = await sockets.open(member.token);
  const billed = record(page, 'show-billed');
  expect((await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, performerToken)).statusCode).toBe(200);
  expect((await emitAck(page, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
  const performerPage = await sockets.open(performerToken);
  const showEnded = record(performerPage, 'show-ended');
  expect((await emitAck(performerPage, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
  return { member, conversationId, page, billed, showEnded };
}

it('does not charge the minute that comes due after the member closed the page, although the media server still lists him', async () => {
  const { member, conversationId, page, billed, showEnded } = await privateShowInTheRoom();
  await until(() => billed.length === 1);
  expect(await balance(app, 'user', member.id)).toBe(1000 - PRICE);

  // the tab closes inside the paid minute, the next one still to come; the stub goes on saying he plays
  expect(await msToNextMinute(conversationId, member.id)).toBeGreaterThan(MINUTE / 3);
  page.close();
  await until(() => showEnded.length === 1, MINUTE * 4);

  expect(showEnded[0]).toMatchObject({ conversationId, reason: 'member-left' });
  expect(await balance(app, 'user', member.id)).toBe(1000 - PRICE);
});

it('bills him again from when his page is back in the room', async () => {
  const { member, conversationId, page, billed } = await privateShowInTheRoom();
  await until(() => billed.length === 1);
  page.close();
  await sleep(MINUTE * 1.2); // minute 2 came due while he was away: it waits
  expect(await balance(app, 'user', member.id)).toBe(1000 - PRICE);

  const back = await sockets.open(member.token);
  const billedAgain = record(back, 'show-billed');
  expect((await emitAck(back, 'REJOIN_ROOM', { conversationId })).ok).toBe(true);
  await until(() => billedAgain.length === 1, MINUTE * 2);
  expect(billedAgain[0]).toMatchObject({ conversationId, minute: 2, token: PRICE });
  expect(await balance(app, 'user', member.id)).toBe(1000 - 2 * PRICE);
});
