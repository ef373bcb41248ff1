import type { FastifyInstance } from 'fastify';
import { login, useTestApp } from '../../../test/helpers';
import { asset, balance, call, data, expectLedgerConsistent, idOf, newMember } from '../money/money.test-helpers';

// A studio's per-member commission (PUT /studio/commission/member/{id}) changes how the member's NEXT sales are
// split; what was already earned stays exactly as it was booked.

let app: FastifyInstance;
let studioToken: string;
let studioId: string;
let diana: string;
let platformPercent: number;

useTestApp(async (started) => {
  ({ app } = started);
  studioToken = await login(app, 'studio', 'studio');
  studioId = await idOf(app, 'studio', 'studio');
  diana = await idOf(app, 'performer', 'diana');
  platformPercent = data(await call(app, 'GET', '/settings/studio/commission', studioToken)).studioCommission;
});

const setCommission = async (commission: number) => {
  const res = await call(app, 'PUT', `/studio/commission/member/${diana}`, studioToken, { commission });
  expect(res.statusCode).toBe(200);
  expect(data(res)).toMatchObject({ _id: diana, commission, customCommission: true });
};

/** The split the commission service promises: platform first, the studio its percent of the rest, floored. */
const split = (gross: number, studioPercent: number) => {
  const platform = Math.floor((gross * platformPercent) / 100);
  const studio = Math.floor(((gross - platform) * studioPercent) / 100);
  return { platform, studio, performer: gross - platform - studio };
};

const earningsOf = async (purchasedItemId: string) =>
  (
    await app.ctx.db.query(
      `SELECT id, source, source_id, gross_price, net_price, commission, type, created_at FROM earnings
       WHERE purchased_item_id = $1 ORDER BY source`,
      [purchasedItemId],
    )
  ).rows;

/** Every ledger row there is, in a stable order: the whole booked history. */
const ledgerSnapshot = async () => ({
  movements: (await app.ctx.db.query('SELECT * FROM ledger_movements ORDER BY id')).rows,
  entries: (await app.ctx.db.query('SELECT * FROM ledger_entries ORDER BY id')).rows,
});

const tip = async (token: number) => {
  const member = await newMember(app, token);
  const res = await call(app, 'POST', `/member/send-tip-token/${diana}`, member.token, { token });
  expect(res.statusCode).toBe(200);
  return data(res)._id as string;
};

it('applies a changed member commission to the next sale and never rewrites past ledger or earning rows', async () => {
  await setCommission(20);
  const before = { studio: await balance(app, 'studio', studioId), diana: await balance(app, 'performer', diana) };

  const first = await tip(100);
  const atTwenty = split(100, 20);
  expect((await earningsOf(first)).map((e) => [e.source, e.net_price])).toEqual([
    ['performer', atTwenty.performer],
    ['studio', atTwenty.studio],
  ]);
  const firstEarnings = await earningsOf(first);
  const booked = await ledgerSnapshot();
  const firstMovement = booked.movements.filter((m) => m.reference === first);
  expect(firstMovement).toHaveLength(1);
  const firstEntries = booked.entries.filter((e) => e.movement_id === firstMovement[0].id);
  const studioEntry = firstEntries.find((e) => e.account_kind === 'studio');
  expect(studioEntry?.account_id).toBe(studioId);
  // bigint: a number on PGlite, a string on PostgreSQL
  expect(Number(studioEntry?.amount)).toBe(atTwenty.studio);

  // The studio raises its share: nothing already booked moves.
  await setCommission(50);
  expect(await ledgerSnapshot()).toEqual(booked);
  expect(await earningsOf(first)).toEqual(firstEarnings);
  expect(await balance(app, 'studio', studioId)).toBe(before.studio + atTwenty.studio);

  // The next sale, of any type, is split with the new share.
  const second = await tip(100);
  const atFifty = split(100, 50);
  expect((await earningsOf(second)).map((e) => [e.source, e.net_price])).toEqual([
    ['performer', atFifty.performer],
    ['studio', atFifty.studio],
  ]);
  const video = await asset(app, diana, 'video', 40);
  const buyer = await newMember(app, 40);
  const bought = await call(app, 'POST', `/purchase-items/video/${video}`, buyer.token);
  expect(bought.statusCode).toBe(200);
  expect((await earningsOf(data(bought)._id)).find((e) => e.source === 'studio')?.net_price).toBe(split(40, 50).studio);

  // The history up to the change is still there, row for row; only new rows were added after it.
  const after = await ledgerSnapshot();
  expect(after.movements).toEqual(expect.arrayContaining(booked.movements));
  expect(after.movements.length).toBeGreaterThan(booked.movements.length);
  expect(after.entries.slice(0, booked.entries.length)).toEqual(booked.entries);
  expect(after.entries.length).toBeGreaterThan(booked.entries.length);
  expect(await earningsOf(first)).toEqual(firstEarnings);
  expect(await balance(app, 'studio', studioId)).toBe(before.studio + atTwenty.studio + atFifty.studio + split(40, 50).studio);
  expect(await balance(app, 'performer', diana)).toBe(before.diana + atTwenty.performer + atFifty.performer + split(40, 50).performer);

  // Lowering it again does not touch the sales booked at 50% either.
  const secondEarnings = await earningsOf(second);
  await setCommission(0);
  expect(await earningsOf(second)).toEqual(secondEarnings);
  const third = await tip(100);
  expect((await earningsOf(third)).map((e) => e.source)).toEqual(['performer']);
  await expectLedgerConsistent(app);
});

it('the ledger itself refuses a rewrite', async () => {
  const { rows } = await app.ctx.db.query<{ id: string }>('SELECT id FROM ledger_entries ORDER BY id DESC LIMIT 1');
  await expect(app.ctx.db.query('UPDATE ledger_entries SET amount = amount + 1 WHERE id = $1', [rows[0].id])).rejects.toThrow(/append-only/);
  await expect(app.ctx.db.query('DELETE FROM ledger_movements WHERE true')).rejects.toThrow(/append-only/);
});
