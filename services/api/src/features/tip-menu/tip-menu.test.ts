import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Message, PerformerTipMenu, RoomTipMenu, TipGoalChangedEvent, TipMenuQueue } from '@platform/shared/contract';
import { json, record, until, type SocketOpener } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, newMember } from '../money/money.test-helpers';
import { emitAck, keepAccounts, useStreamingTestApp } from '../streaming/streaming.test-helpers';

jest.setTimeout(60_000);

let app: FastifyInstance;
let sockets: SocketOpener;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

// anna goes live in some tests (bella never does): after each, her show and her goal end
useStreamingTestApp({}, (started) => {
  ({ app, sockets } = started);
  return keepAccounts(app, 'performer', ['anna', 'bella'], t, ids);
});
afterEach(() => {
  sockets.closeAll();
  return Promise.all(['/streaming/finish', '/performer/tip-goal'].map((url, i) => call(app, i ? 'DELETE' : 'GET', url, t.anna)));
});

const saveMenu = (token: string, items: unknown[]) => call(app, 'PUT', '/performer/tip-menu', token, { items });
const roomMenu = async (performer: string) => data<RoomTipMenu>(await call(app, 'GET', `/tip-menu/${ids[performer]}`));
const tipItem = (member: string, performer: string, itemId: string, price: unknown, extra: Record<string, unknown> = {}, key?: string) =>
  call(app, 'POST', `/member/tip-menu/${ids[performer]}/items/${itemId}`, member, { price, ...extra }, key ? { 'Idempotency-Key': key } : {});
const validationOf = (res: LightMyRequestResponse) => JSON.stringify(json(res).message);

describe('her menu', () => {
  it('saves items in her order with on/off; a room shows only the items that are on, in that order', async () => {
    const saved = data<{ items: Array<{ _id: string; name: string }> }>(
      await saveMenu(t.anna, [
        { name: ' Dance ', price: 50, active: true },
        { name: 'Song', price: 20, active: false },
        { name: 'Pose', price: 10, active: true },
      ]),
    );
    expect(saved.items.map((i) => i.name)).toEqual(['Dance', 'Song', 'Pose']);
    expect((await roomMenu('anna')).items.map((i) => [i.name, i.price])).toEqual([
      ['Dance', 50],
      ['Pose', 10],
    ]);
    // reorder, rename and drop one: the ids she keeps stay
    const [dance, , pose] = saved.items;
    const next = data<PerformerTipMenu>(
      await saveMenu(t.anna, [
        { _id: pose._id, name: 'Pose', price: 15, active: true },
        { _id: dance._id, name: 'Slow dance', price: 60, active: true },
      ]),
    );
    expect(next.items.map((i) => [i._id, i.name, i.price])).toEqual([
      [pose._id, 'Pose', 15],
      [dance._id, 'Slow dance', 60],
    ]);
    expect(data<PerformerTipMenu>(await call(app, 'GET', '/performer/tip-menu', t.anna)).items).toHaveLength(2);
  });

  it('refuses bad names and prices with a clear 400, and items of another performer', async () => {
    const bad: Array<[unknown, string]> = [
      [{ name: '', price: 5, active: true }, 'name'],
      [{ name: '   ', price: 5, active: true }, 'name'],
      [{ name: 'x'.repeat(61), price: 5, active: true }, 'name'],
      [{ name: 'Da\nnce', price: 5, active: true }, 'name'],
      [{ name: 'Dance\u0007', price: 5, active: true }, 'name'],
      [{ name: 'Dance', price: 0, active: true }, 'price'],
      [{ name: 'Dance', price: 100_001, active: true }, 'price'],
      [{ name: 'Dance', price: 1.5, active: true }, 'price'],
      [{ name: 'Dance', price: 'lots', active: true }, 'price'],
      [{ name: 'Dance', price: '50', active: true }, 'price'],
      [{ name: 'Dance', price: null, active: true }, 'price'],
    ];
    for (const [item, field] of bad) {
      const res = await saveMenu(t.anna, [item]);
      expect([res.statusCode, validationOf(res)]).toEqual([400, expect.stringContaining(field)]);
    }
    // 1e309 parses to Infinity: one 400 that says so
    const huge = await app.inject({
      method: 'PUT',
      url: '/performer/tip-menu',
      headers: { authorization: `Bearer ${t.anna}`, 'content-type': 'application/json' },
      payload: '{"items":[{"name":"Dance","price":1e309,"active":true}]}',
    });
    expect(huge.statusCode).toBe(400);
    const nul = await saveMenu(t.anna, [{ name: 'Da\u0000nce', price: 5, active: true }]);
    expect(nul.statusCode).toBe(400);
    expect(
      (
        await saveMenu(
          t.anna,
          Array.from({ length: 31 }, () => ({ name: 'x', price: 1, active: true })),
        )
      ).statusCode,
    ).toBe(400);

    const bellas = data<PerformerTipMenu>(await saveMenu(t.bella, [{ name: 'Wink', price: 5, active: true }])).items[0];
    const stolen = await saveMenu(t.anna, [{ _id: bellas._id, name: 'Mine now', price: 1, active: true }]);
    expect(stolen.statusCode).toBe(404);
    expect((await roomMenu('bella')).items).toEqual([bellas]);
    const twice = await saveMenu(t.bella, [bellas, bellas]);
    expect(twice.statusCode).toBe(400);
    // a member cannot edit a menu
    const member = await newMember(app, 0);
    expect((await saveMenu(member.token, [])).statusCode).toBe(403);
  });
});

describe('tipping an item', () => {
  it("charges the server's price through the one tip path, says so in her chat with the item, and queues it for her", async () => {
    const [dance, song] = data<PerformerTipMenu>(
      await saveMenu(t.anna, [
        { name: 'Dance', price: 50, active: true },
        { name: 'Song', price: 20, active: false },
      ]),
    ).items;
    const bellasItem = data<PerformerTipMenu>(await saveMenu(t.bella, [{ name: 'Wink', price: 5, active: true }])).items[0];
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const conversationId: string = live.conversation._id;
    const viewer = await sockets.open();
    await emitAck(viewer, 'public-stream/join', { conversationId });
    const chat = record<Message>(viewer, `message_created_conversation_${conversationId}`);
    const herTab = await sockets.open(t.anna);
    const queueEvents = record<TipMenuQueue>(herTab, 'tip-menu-queue');

    const member = await newMember(app, 500, 'maxtipper');
    const annaBefore = await balance(app, 'performer', ids.anna);
    // the price the member saw must be the item's: a changed price charges nothing
    const stale = await tipItem(member.token, 'anna', dance._id, 40, { conversationId });
    expect([stale.statusCode, json(stale).message]).toEqual([400, 'The price of Dance is now 50 tokens: look at it again and confirm']);
    expect((await tipItem(member.token, 'anna', song._id, 20)).statusCode).toBe(400);
    expect((await tipItem(member.token, 'anna', bellasItem._id, 5)).statusCode).toBe(404);
    for (const price of ['50', 1e6, -50, 50.5]) expect((await tipItem(member.token, 'anna', dance._id, price)).statusCode).toBe(400);
    expect(await balance(app, 'user', member.id)).toBe(500);

    const res = await tipItem(member.token, 'anna', dance._id, 50, { conversationId }, 'menu-tip-1');
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ type: 'tip', totalPrice: 50, sellerId: ids.anna, name: 'Tip: Dance' });
    // the same key again: no second charge, no second request
    const again = await tipItem(member.token, 'anna', dance._id, 50, { conversationId }, 'menu-tip-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(app, 'user', member.id)).toBe(450);
    expect(await balance(app, 'performer', ids.anna)).toBeGreaterThan(annaBefore);
    await expectLedgerConsistent(app);

    await until(() => chat.length === 1);
    expect(chat[0]).toMatchObject({
      type: 'tip',
      token: 50,
      tipItem: 'Dance',
      text: 'Tipped 50 tokens for Dance',
      senderInfo: { username: 'maxtipper' },
    });
    await until(() => queueEvents.length === 1);
    const queue = data<PerformerTipMenu>(await call(app, 'GET', '/performer/tip-menu', t.anna)).requests;
    expect(queue).toEqual([expect.objectContaining({ itemName: 'Dance', price: 50, memberName: 'maxtipper' })]);
    expect(queueEvents[0].requests).toEqual(queue);

    // she marks it done: her tabs hear the shorter queue; bella cannot, and twice is a 404
    expect((await call(app, 'POST', `/performer/tip-menu/requests/${queue[0]._id}/done`, t.bella)).statusCode).toBe(404);
    const done = await call(app, 'POST', `/performer/tip-menu/requests/${queue[0]._id}/done`, t.anna);
    expect(data<TipMenuQueue>(done).requests).toEqual([]);
    await until(() => queueEvents.length === 2);
    expect((await call(app, 'POST', `/performer/tip-menu/requests/${queue[0]._id}/done`, t.anna)).statusCode).toBe(404);
  });
});

describe('goals', () => {
  it('counts the tips made after it was set, moves every viewer’s bar, announces the goal reached once, and the next starts at once', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', t.anna));
    const conversationId: string = live.conversation._id;
    const member = await newMember(app, 1000);
    const tip = (token: number) => call(app, 'POST', `/member/send-tip-token/${ids.anna}`, member.token, { token, conversationId });
    expect((await tip(30)).statusCode).toBe(200); // before the goal: does not count

    for (const body of [
      { title: '', target: 5 },
      { title: 'Goal', target: 0 },
      { title: 'Goal', target: 1_000_001 },
      { title: 'G\toal', target: 5 },
    ]) {
      expect((await call(app, 'PUT', '/performer/tip-goal', t.anna, body)).statusCode).toBe(400);
    }
    const set = data(await call(app, 'PUT', '/performer/tip-goal', t.anna, { title: 'New shoes', target: 100 }));
    expect(set.goal).toMatchObject({ title: 'New shoes', target: 100, progress: 0, reached: false });

    const viewer = await sockets.open();
    await emitAck(viewer, 'public-stream/join', { conversationId });
    const bar = record<TipGoalChangedEvent>(viewer, 'tip-goal-changed');
    const chat = record<Message>(viewer, `message_created_conversation_${conversationId}`);

    expect((await tip(60)).statusCode).toBe(200);
    await until(() => bar.length === 1);
    expect(bar[0]).toMatchObject({ performerId: ids.anna, goal: { progress: 60, reached: false } });
    const [dance] = data<PerformerTipMenu>(await saveMenu(t.anna, [{ name: 'Dance', price: 50, active: true }])).items;
    expect((await tipItem(member.token, 'anna', dance._id, 50, { conversationId })).statusCode).toBe(200); // a menu tip counts too
    await until(() => bar.length === 2);
    expect(bar[1].goal).toMatchObject({ progress: 110, reached: true });
    expect((await tip(10)).statusCode).toBe(200);
    await until(() => bar.length === 3);
    const notices = chat.filter((m) => m.type === 'notify');
    expect(notices).toEqual([expect.objectContaining({ text: 'Goal reached: New shoes', goalReached: { title: 'New shoes', target: 100 } })]);
    expect((await roomMenu('anna')).goal).toMatchObject({ progress: 120, reached: true });

    // the next goal at once, from zero
    await call(app, 'PUT', '/performer/tip-goal', t.anna, { title: 'Holiday', target: 500 });
    await until(() => bar.length === 4);
    expect(bar[3].goal).toMatchObject({ title: 'Holiday', progress: 0, reached: false });
    await call(app, 'DELETE', '/performer/tip-goal', t.anna);
    await until(() => bar.length === 5);
    expect(bar[4].goal).toBeNull();
    expect((await roomMenu('anna')).goal).toBeNull();
  });
});
