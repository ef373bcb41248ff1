import type { FastifyInstance } from 'fastify';
import { balance, call, data, expectLedgerConsistent, newMember } from './money.test-helpers';
import { usePurchaseTestApp, type TokenPackage } from './token-purchase.test-helpers';
import { paymentGateways } from './payment-gateway';
import { NOT_CHARGED_REASON, PaymentReconciler } from './payment-reconciler';
import { purchaseTestHooks } from './token-purchase.service';

// The server finishes token purchases whose callers died: it asks the gateway and credits or voids each exactly once.

// the app's own reconciler runs once at start, then not during these tests: each test runs its own
process.env.PAYMENT_RECONCILE_MS = '3600000';

let app: FastifyInstance;
let pkg: TokenPackage;

usePurchaseTestApp((started, starter) => {
  app = started;
  pkg = starter;
});
afterAll(() => {
  delete process.env.PAYMENT_RECONCILE_MS;
});

const reconciler = () => new PaymentReconciler(app.ctx, { staleMs: 60_000, intervalMs: 60_000 }, () => undefined);
const sandbox = () => paymentGateways(app.ctx.db).sandbox;

const buy = (token: string, key: string, body: object = {}) =>
  call(app, 'POST', `/payment/purchase-tokens/${pkg._id}`, token, body, { 'idempotency-key': key });

const crash = () => {
  throw new Error('simulated crash');
};

/** A purchase whose caller died at `where`, made older than the reconciler's stale threshold. */
async function interruptedPurchase(token: string, key: string, where: 'before-gateway' | 'after-approval' | 'after-decline' | 'after-record') {
  if (where === 'before-gateway') jest.spyOn(sandbox(), 'charge').mockRejectedValueOnce(new Error('connection reset'));
  if (where === 'after-approval') purchaseTestHooks.afterGatewayCharge = crash;
  if (where === 'after-record') purchaseTestHooks.afterChargeRecorded = crash;
  if (where === 'after-decline') {
    const charge = sandbox().charge.bind(sandbox());
    jest.spyOn(sandbox(), 'charge').mockImplementationOnce(async (input) => {
      await charge({ ...input, sandboxDecline: true });
      throw new Error('connection reset');
    });
  }
  expect((await buy(token, key)).statusCode).toBe(500);
  delete purchaseTestHooks.afterGatewayCharge;
  delete purchaseTestHooks.afterChargeRecorded;
  jest.restoreAllMocks();
  const { rows } = await app.ctx.db.query<{ id: string }>(
    `UPDATE payment_intents SET created_at = now() - interval '1 hour', lease_until = now() - interval '1 second'
     WHERE idempotency_key = $1 RETURNING id`,
    [key],
  );
  return rows[0].id;
}

async function records(memberId: string) {
  const { rows: intents } = await app.ctx.db.query<{ status: string; failure_reason: string | null }>(
    `SELECT status, failure_reason FROM payment_intents WHERE account_id = $1`,
    [memberId],
  );
  const { rows: transactions } = await app.ctx.db.query<{ status: string }>(`SELECT status FROM payment_transactions WHERE buyer_id = $1`, [
    memberId,
  ]);
  const { rows: credits } = await app.ctx.db.query<{ amount: string | number }>(
    `SELECT e.amount FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id
     WHERE m.type = 'token_purchase' AND e.account_kind = 'user' AND e.account_id = $1`,
    [memberId],
  );
  return { intents, transactions: transactions.map((t) => t.status), credits: credits.map((c) => Number(c.amount)) };
}

/** Socket events sent to accounts from now on. */
function watchEvents() {
  return jest.spyOn(app.ctx.realtime, 'emitToAccount');
}

describe('the reconciler settles each stale purchase by what the gateway says', () => {
  it('approved at the gateway, never recorded: credited once, the buyer is told, and a retry answers the same purchase', async () => {
    const m = await newMember(app, 0);
    await interruptedPurchase(m.token, 'rec-approved', 'after-approval');
    expect(await balance(app, 'user', m.id)).toBe(0);
    const events = watchEvents();

    expect(await reconciler().runOnce()).toEqual({ claimed: 1, credited: 1, voided: 0, left: 0 });
    expect(await balance(app, 'user', m.id)).toBe(50);
    expect(events).toHaveBeenCalledWith('user', m.id, 'balance-updated', { balance: 50 });
    const settled = events.mock.calls.find((c) => c[2] === 'payment-settled');
    expect(settled).toEqual([
      'user',
      m.id,
      'payment-settled',
      { idempotencyKey: 'rec-approved', status: 'success', transaction: expect.objectContaining({ status: 'success', totalPrice: 4.99 }) },
    ]);

    // nothing left to do, and the member's retry of the key answers the purchase the reconciler made
    expect(await reconciler().runOnce()).toEqual({ claimed: 0, credited: 0, voided: 0, left: 0 });
    const retry = await buy(m.token, 'rec-approved');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(data(retry)).toEqual((settled![3] as { transaction: unknown }).transaction);
    expect(await records(m.id)).toEqual({ intents: [{ status: 'completed', failure_reason: null }], transactions: ['success'], credits: [50] });
    await expectLedgerConsistent(app);
  });

  it('charge recorded, ledger commit lost: credited once without asking the gateway to charge', async () => {
    const m = await newMember(app, 0);
    await interruptedPurchase(m.token, 'rec-charged', 'after-record');
    const charge = jest.spyOn(sandbox(), 'charge');
    expect(await reconciler().runOnce()).toMatchObject({ claimed: 1, credited: 1 });
    expect(charge).not.toHaveBeenCalled();
    expect(await balance(app, 'user', m.id)).toBe(50);
    expect((await records(m.id)).credits).toEqual([50]);
  });

  it('declined at the gateway, answer lost: voided with the decline reason, no tokens', async () => {
    const m = await newMember(app, 0);
    await interruptedPurchase(m.token, 'rec-declined', 'after-decline');
    const events = watchEvents();
    expect(await reconciler().runOnce()).toEqual({ claimed: 1, credited: 0, voided: 1, left: 0 });
    const reason = 'The payment was declined (sandbox test decline)';
    expect(events).toHaveBeenCalledWith('user', m.id, 'payment-settled', {
      idempotencyKey: 'rec-declined',
      status: 'failed',
      transaction: null,
      message: reason,
    });
    expect(await records(m.id)).toEqual({ intents: [{ status: 'failed', failure_reason: reason }], transactions: ['failed'], credits: [] });
    const retry = await buy(m.token, 'rec-declined');
    expect(retry.statusCode).toBe(400);
    expect(retry.json().message).toBe(reason);
    expect(await balance(app, 'user', m.id)).toBe(0);
  });

  it('unknown to the gateway (never charged): voided, and the gateway refuses a late charge under its key', async () => {
    const m = await newMember(app, 0);
    const intentId = await interruptedPurchase(m.token, 'rec-unknown', 'before-gateway');
    expect(await sandbox().status({ paymentId: intentId, reference: null })).toEqual({ state: 'not_charged' });
    expect(await reconciler().runOnce()).toEqual({ claimed: 1, credited: 0, voided: 1, left: 0 });
    expect(await records(m.id)).toEqual({
      intents: [{ status: 'failed', failure_reason: NOT_CHARGED_REASON }],
      transactions: ['failed'],
      credits: [],
    });
    // a caller that was still on its way to the gateway cannot charge the member for a void purchase
    const late = await sandbox().charge({ amount: 4.99, currency: 'USD', description: 'late', buyerId: m.id, idempotencyKey: intentId });
    expect(late).toEqual({ approved: false, reason: expect.stringMatching(/cancelled/) });
    const retry = await buy(m.token, 'rec-unknown');
    expect(retry.statusCode).toBe(400);
    expect(retry.json().message).toBe(NOT_CHARGED_REASON);
    expect(await balance(app, 'user', m.id)).toBe(0);
  });

  it('a purchase whose caller still holds it, or that is younger than the threshold, is left alone', async () => {
    const m = await newMember(app, 0);
    await interruptedPurchase(m.token, 'rec-young', 'after-approval');
    await app.ctx.db.query(`UPDATE payment_intents SET created_at = now() WHERE idempotency_key = 'rec-young'`);
    expect(await reconciler().runOnce()).toEqual({ claimed: 0, credited: 0, voided: 0, left: 0 });
    await app.ctx.db.query(
      `UPDATE payment_intents SET created_at = now() - interval '1 hour', lease_until = now() + interval '1 minute' WHERE idempotency_key = 'rec-young'`,
    );
    expect(await reconciler().runOnce()).toEqual({ claimed: 0, credited: 0, voided: 0, left: 0 });
    expect(await balance(app, 'user', m.id)).toBe(0);
  });
});

describe('never credits twice', () => {
  it('two reconcilers racing over the same stale purchases credit each exactly once', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => newMember(app, 0)));
    for (const [i, m] of members.entries()) await interruptedPurchase(m.token, `rec-race-${i}`, i % 2 ? 'after-record' : 'after-approval');
    const runs = await Promise.all([reconciler().runOnce(), reconciler().runOnce(), reconciler().runOnce()]);
    const credited = runs.reduce((sum, run) => sum + (run?.credited ?? 0), 0);
    expect(credited).toBe(4);
    for (const m of members) {
      expect(await balance(app, 'user', m.id)).toBe(50);
      expect((await records(m.id)).credits).toEqual([50]);
    }
    await expectLedgerConsistent(app);
  });

  it.each(['after-approval', 'after-record'] as const)(
    'the member retrying the key while the reconciler settles it (%s): one credit, both see the same purchase',
    async (where) => {
      const m = await newMember(app, 0);
      await interruptedPurchase(m.token, `rec-retry-${where}`, where);
      const charges = sandbox().chargeCount;
      const [run, retry] = await Promise.all([reconciler().runOnce(), buy(m.token, `rec-retry-${where}`)]);
      expect(retry.statusCode).toBe(200);
      // whoever got there first finished it; the other answered or skipped it
      expect(run!.voided).toBe(0);
      expect(await balance(app, 'user', m.id)).toBe(50);
      const after = await records(m.id);
      expect(after).toEqual({ intents: [{ status: 'completed', failure_reason: null }], transactions: ['success'], credits: [50] });
      const again = await buy(m.token, `rec-retry-${where}`);
      expect(data(again)).toEqual(data(retry));
      // a retry that took it over asks the gateway under the same key: the same charge, never a new one
      expect(sandbox().chargeCount).toBe(charges);
      await expectLedgerConsistent(app);
    },
  );
});
