import type { FastifyInstance } from 'fastify';
import { login, useTestApp } from '../../../test/helpers';
import { chargeShowMinute } from './show-billing.service';
import { checkLedger, GATEWAY, PLATFORM, postMovement } from './ledger.repository';
import { balance, call, data, expectLedgerConsistent, idOf, newMember } from './money.test-helpers';

let app: FastifyInstance;

useTestApp((started) => ({ app } = started));

describe('ledger', () => {
  it('the seeded member holds 500 tokens proven by ledger movements, and every seeded balance matches the ledger', async () => {
    const member = await idOf(app, 'user', 'member');
    expect(await balance(app, 'user', member)).toBe(500);
    const { rows } = await app.ctx.db.query<{ sum: string; n: number }>(
      `SELECT sum(amount) AS sum, count(*)::int AS n FROM ledger_entries WHERE account_kind = 'user' AND account_id = $1`,
      [member],
    );
    expect(Number(rows[0].sum)).toBe(500);
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
    await expectLedgerConsistent(app);
  });

  it('the recompute check notices a balance changed without a ledger entry', async () => {
    const m = await newMember(app, 10);
    await app.ctx.db.query('UPDATE users SET balance = balance + 5 WHERE id = $1', [m.id]);
    const report = await checkLedger(app.ctx.db);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toContainEqual({ kind: 'user', id: m.id, balance: 15, ledger: 10 });
    await app.ctx.db.query('UPDATE users SET balance = balance - 5 WHERE id = $1', [m.id]);
    await expectLedgerConsistent(app);
  });

  it('the database refuses a negative balance, an unbalanced movement and edits of ledger rows', async () => {
    const m = await newMember(app, 10);
    await expect(app.ctx.db.query('UPDATE users SET balance = -1 WHERE id = $1', [m.id])).rejects.toThrow(/check constraint/i);
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ledger_movements (id, type) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'tip')`);
        await tx.query(
          `INSERT INTO ledger_entries (movement_id, account_kind, account_id, amount, balance_after) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'platform', 'platform', 5, 5)`,
        );
      }),
    ).rejects.toThrow(/not balanced/);
    await expect(app.ctx.db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(app.ctx.db.query('DELETE FROM ledger_movements')).rejects.toThrow(/append-only/);
    await expect(
      app.ctx.db.transaction((tx) =>
        postMovement(tx, {
          type: 'tip',
          postings: [
            { account: PLATFORM, amount: 5 },
            { account: GATEWAY, amount: -4 },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    await expectLedgerConsistent(app);
  });

  it('a conditional debit never overdraws, even for concurrent calls', async () => {
    const m = await newMember(app, 500);
    const anna = await idOf(app, 'performer', 'anna');
    const results = await Promise.all(Array.from({ length: 10 }, () => call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 100 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json()).toEqual({ statusCode: 400, message: 'You do not have enough tokens', error: 'Bad Request' });
    expect(await balance(app, 'user', m.id)).toBe(0);
    await expectLedgerConsistent(app);
  });
});

describe('commissions', () => {
  it('an independent performer keeps 80% of a tip, the platform 20%', async () => {
    const m = await newMember(app, 100);
    const anna = await idOf(app, 'performer', 'anna');
    const [annaBefore, platformBefore] = [await balance(app, 'performer', anna), await balance(app, 'platform', 'platform')];
    const res = await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 100 });
    expect(res.statusCode).toBe(200);
    expect(await balance(app, 'performer', anna)).toBe(annaBefore + 80);
    expect(await balance(app, 'platform', 'platform')).toBe(platformBefore + 20);
    const { rows } = await app.ctx.db.query('SELECT source, gross_price, net_price, commission FROM earnings WHERE purchased_item_id = $1', [
      data(res)._id,
    ]);
    expect(rows).toEqual([{ source: 'performer', gross_price: 100, net_price: 80, commission: 20 }]);
  });

  it("a studio member's sale is split between platform (10%), studio (its tip commission of the rest) and performer", async () => {
    const m = await newMember(app, 100);
    const carmen = await idOf(app, 'performer', 'carmen');
    const studio = await idOf(app, 'studio', 'studio');
    // known settings: studio default tip commission 10%, no per-member override
    const { rows: saved } = await app.ctx.db.query<{ commission_setting: unknown }>('SELECT commission_setting FROM performers WHERE id = $1', [
      carmen,
    ]);
    await app.ctx.db.query('UPDATE studios SET tip_commission = 10 WHERE id = $1', [studio]);
    await app.ctx.db.query('UPDATE performers SET commission_setting = NULL WHERE id = $1', [carmen]);
    const before = {
      carmen: await balance(app, 'performer', carmen),
      studio: await balance(app, 'studio', studio),
      platform: await balance(app, 'platform', 'platform'),
    };
    const res = await call(app, 'POST', `/member/send-tip-token/${carmen}`, m.token, { token: 100 });
    expect(res.statusCode).toBe(200);
    // platform 10 → 90 left; studio 10% of 90 = 9; performer 81
    expect(await balance(app, 'platform', 'platform')).toBe(before.platform + 10);
    expect(await balance(app, 'studio', studio)).toBe(before.studio + 9);
    expect(await balance(app, 'performer', carmen)).toBe(before.carmen + 81);
    const { rows } = await app.ctx.db.query(
      'SELECT source, gross_price, net_price, commission FROM earnings WHERE purchased_item_id = $1 ORDER BY source',
      [data(res)._id],
    );
    expect(rows).toEqual([
      { source: 'performer', gross_price: 100, net_price: 81, commission: 19 },
      { source: 'studio', gross_price: 100, net_price: 9, commission: 91 },
    ]);
    // a per-member setting overrides the studio default
    await app.ctx.db.query(`UPDATE performers SET commission_setting = '{"tipCommission": 50}' WHERE id = $1`, [carmen]);
    const second = await call(app, 'POST', `/member/send-tip-token/${carmen}`, (await newMember(app, 100)).token, { token: 100 });
    expect(second.statusCode).toBe(200);
    expect(await balance(app, 'studio', studio)).toBe(before.studio + 9 + 45);
    await app.ctx.db.query(`UPDATE performers SET commission_setting = $2::jsonb WHERE id = $1`, [
      carmen,
      JSON.stringify(saved[0].commission_setting),
    ]);
    await expectLedgerConsistent(app);
  });

  it('GET /settings/performer/commission and /settings/studio/commission', async () => {
    const anna = await call(app, 'GET', '/settings/performer/commission', await login(app, 'performer', 'anna'));
    expect(data(anna)).toMatchObject({ performerCommission: 20, studioCommission: 10, tipCommission: 0 });
    const carmenId = await idOf(app, 'performer', 'carmen');
    await app.ctx.db.query(`UPDATE performers SET commission_setting = '{"videoCommission": 35}' WHERE id = $1`, [carmenId]);
    const { rows } = await app.ctx.db.query<{ tip_commission: number }>(
      'SELECT s.tip_commission FROM studios s JOIN performers p ON p.studio_id = s.id WHERE p.id = $1',
      [carmenId],
    );
    const carmen = await call(app, 'GET', '/settings/performer/commission', await login(app, 'performer', 'carmen'));
    // the studio default for tips, the member's own setting for videos
    expect(data(carmen)).toMatchObject({ studioCommission: 10, tipCommission: rows[0].tip_commission, videoCommission: 35 });
    const studio = await call(app, 'GET', '/settings/studio/commission', await login(app, 'studio', 'studio'));
    expect(data(studio)).toMatchObject({ performerCommission: 20, studioCommission: 10, tipCommission: rows[0].tip_commission });
    expect((await call(app, 'GET', '/settings/studio/commission', await login(app, 'performer', 'anna'))).statusCode).toBe(403);
  });
});

describe('chargeShowMinute (server-side show billing)', () => {
  it('charges the per-minute price once per minute key and refuses when the member cannot pay', async () => {
    const m = await newMember(app, 40);
    const anna = await idOf(app, 'performer', 'anna'); // private price 25
    const first = await chargeShowMinute(app.ctx, { userId: m.id, performerId: anna, show: 'private', minuteKey: 's1:1' });
    expect(first.item).toMatchObject({ type: 'stream_private', target: 'stream', totalPrice: 25 });
    const again = await chargeShowMinute(app.ctx, { userId: m.id, performerId: anna, show: 'private', minuteKey: 's1:1' });
    expect(again).toMatchObject({ replayed: true, item: { _id: first.item!._id } });
    expect(await balance(app, 'user', m.id)).toBe(15);
    await expect(chargeShowMinute(app.ctx, { userId: m.id, performerId: anna, show: 'private', minuteKey: 's1:2' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'You do not have enough tokens',
    });
    expect(await balance(app, 'user', m.id)).toBe(15);
    await expectLedgerConsistent(app);
  });
});
