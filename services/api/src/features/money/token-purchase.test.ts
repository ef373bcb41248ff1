import type { FastifyInstance } from 'fastify';
import { sleep } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, newMember } from './money.test-helpers';
import { usePurchaseTestApp, type TokenPackage } from './token-purchase.test-helpers';
import { paymentGateways, type ChargeResult } from './payment-gateway';
import { SandboxGateway } from './sandbox-gateway';
import { PURCHASE_TIMING, purchaseTestHooks } from './token-purchase.service';

// Attacks on buying tokens: one Idempotency-Key must charge the card at most once, whatever happens between the
// gateway charge and the ledger commit (concurrent duplicates, a crash, a failed commit).

let app: FastifyInstance;
let pkg: TokenPackage;

usePurchaseTestApp((started, starter) => {
  app = started;
  pkg = starter;
});

const buy = (token: string, key: string, body: object = {}, packageId = pkg._id) =>
  call(app, 'POST', `/payment/purchase-tokens/${packageId}`, token, body, { 'idempotency-key': key });

/**
 * Each gateway call, and the charges the sandbox really made (a repeated key is not a new charge). A latency
 * makes the gateway as slow as a real one, so duplicates arrive while the first call is still charging.
 */
function watchGateway(latencyMs = 0) {
  const sandboxGateway = paymentGateways(app.ctx.db).sandbox;
  const charge = sandboxGateway.charge.bind(sandboxGateway);
  const calls = jest.spyOn(sandboxGateway, 'charge').mockImplementation(async (input) => {
    if (latencyMs) await sleep(latencyMs);
    return charge(input);
  });
  const before = sandboxGateway.chargeCount;
  return { calls, charges: () => sandboxGateway.chargeCount - before };
}

const throwOnce = () => {
  let thrown = false;
  return () => {
    if (thrown) return;
    thrown = true;
    throw new Error('simulated crash');
  };
};

async function purchaseRecords(memberId: string) {
  const { rows: transactions } = await app.ctx.db.query<{ status: string; gateway_ref: string | null }>(
    `SELECT status, gateway_ref FROM payment_transactions WHERE buyer_id = $1`,
    [memberId],
  );
  const { rows: credits } = await app.ctx.db.query<{ amount: string | number }>(
    `SELECT e.amount FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id
     WHERE m.type = 'token_purchase' AND e.account_kind = 'user' AND e.account_id = $1`,
    [memberId],
  );
  return { transactions, credits: credits.map((c) => Number(c.amount)) };
}

async function intentOf(memberId: string, key: string) {
  const { rows } = await app.ctx.db.query<{ status: string; gateway_charge_id: string | null }>(
    `SELECT status, gateway_charge_id FROM payment_intents WHERE account_id = $1 AND idempotency_key = $2`,
    [memberId, key],
  );
  return rows[0];
}

describe('one Idempotency-Key charges the card once', () => {
  it('concurrent calls with one key: exactly one gateway charge, one credit, and every call answers the same purchase', async () => {
    const m = await newMember(app, 0);
    const gateway = watchGateway(150);
    const results = await Promise.all(Array.from({ length: 6 }, () => buy(m.token, 'buy-concurrent')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => data(r)._id)).size).toBe(1);
    expect(gateway.calls).toHaveBeenCalledTimes(1);
    expect(gateway.charges()).toBe(1);
    expect(await balance(app, 'user', m.id)).toBe(50);
    const records = await purchaseRecords(m.id);
    expect(records.transactions).toEqual([{ status: 'success', gateway_ref: expect.stringMatching(/^sandbox_/) }]);
    expect(records.credits).toEqual([50]);
    expect(await intentOf(m.id, 'buy-concurrent')).toEqual({ status: 'completed', gateway_charge_id: records.transactions[0].gateway_ref });
    await expectLedgerConsistent(app);
    // one receipt, for the one credit, with what was bought and charged
    const receipts = (await app.ctx.mailer.list({ to: `${m.username}@test.local` })).filter((mail) => mail.template === 'purchase-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toMatch(/receipt: 50 tokens$/);
    expect(receipts[0].text).toContain('50 tokens for $4.99');
    expect(receipts[0].text).toContain(records.transactions[0].gateway_ref);
    expect(receipts[0].links).toEqual([expect.stringMatching(/\/account\/transactions$/)]);
  });

  it('a crash after the charge is recorded, before the commit: the retry commits without charging again', async () => {
    const m = await newMember(app, 0);
    const gateway = watchGateway();
    purchaseTestHooks.afterChargeRecorded = throwOnce();
    const crashed = await buy(m.token, 'buy-crash');
    expect(crashed.statusCode).toBe(500);
    expect(await balance(app, 'user', m.id)).toBe(0);
    expect(await intentOf(m.id, 'buy-crash')).toEqual({ status: 'charged', gateway_charge_id: expect.stringMatching(/^sandbox_/) });

    const retry = await buy(m.token, 'buy-crash');
    expect(retry.statusCode).toBe(200);
    expect(data(retry)).toMatchObject({ status: 'success', buyerId: m.id, totalPrice: 4.99 });
    expect(gateway.calls).toHaveBeenCalledTimes(1);
    expect(gateway.charges()).toBe(1);
    expect(await balance(app, 'user', m.id)).toBe(50);
    expect((await purchaseRecords(m.id)).credits).toEqual([50]);
    // a further retry answers the same purchase
    const again = await buy(m.token, 'buy-crash');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(data(again)).toEqual(data(retry));
    expect(gateway.charges()).toBe(1);
    await expectLedgerConsistent(app);
  });

  it('a failed ledger commit after the charge: the retry credits once and never reaches the gateway again', async () => {
    const m = await newMember(app, 0);
    // the database refuses this member's paid transaction once: the charge went through, the commit did not
    await app.ctx.db.exec(`
      CREATE FUNCTION test_refuse_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated commit failure'; END $$;
      CREATE TRIGGER test_refuse_purchase BEFORE INSERT ON payment_transactions
        FOR EACH ROW WHEN (NEW.buyer_id = '${m.id}' AND NEW.status = 'success') EXECUTE FUNCTION test_refuse_purchase();`);
    const gateway = watchGateway();
    try {
      expect((await buy(m.token, 'buy-commit-fails')).statusCode).toBe(500);
    } finally {
      await app.ctx.db.exec(`DROP TRIGGER test_refuse_purchase ON payment_transactions; DROP FUNCTION test_refuse_purchase();`);
    }
    expect(await balance(app, 'user', m.id)).toBe(0);
    const retry = await buy(m.token, 'buy-commit-fails');
    expect(retry.statusCode).toBe(200);
    expect(gateway.calls).toHaveBeenCalledTimes(1);
    expect(gateway.charges()).toBe(1);
    expect(await balance(app, 'user', m.id)).toBe(50);
    expect((await purchaseRecords(m.id)).credits).toEqual([50]);
    await expectLedgerConsistent(app);
  });

  it('a crash between the gateway approval and its record: the retry asks the gateway again under the same key and gets the same charge', async () => {
    const m = await newMember(app, 0);
    const gateway = watchGateway();
    purchaseTestHooks.afterGatewayCharge = throwOnce();
    expect((await buy(m.token, 'buy-lost-answer')).statusCode).toBe(500);
    expect(await intentOf(m.id, 'buy-lost-answer')).toEqual({ status: 'pending', gateway_charge_id: null });

    const retry = await buy(m.token, 'buy-lost-answer');
    expect(retry.statusCode).toBe(200);
    expect(gateway.calls).toHaveBeenCalledTimes(2);
    const [first, second] = (await Promise.all(gateway.calls.mock.results.map((r) => r.value))) as ChargeResult[];
    expect(second).toEqual(first);
    expect(gateway.charges()).toBe(1);
    const records = await purchaseRecords(m.id);
    expect(records.transactions).toEqual([{ status: 'success', gateway_ref: (first as { reference: string }).reference }]);
    expect(records.credits).toEqual([50]);
    expect(await balance(app, 'user', m.id)).toBe(50);
  });

  it('a duplicate that cannot wait for a running purchase answers 409, and charges nothing', async () => {
    const m = await newMember(app, 0);
    const gateway = watchGateway();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let charging!: () => void;
    const charged = new Promise<void>((resolve) => (charging = resolve));
    purchaseTestHooks.afterGatewayCharge = async () => {
      charging();
      await gate;
    };
    const waitMs = PURCHASE_TIMING.waitMs;
    PURCHASE_TIMING.waitMs = 100;
    try {
      const first = buy(m.token, 'buy-slow');
      await charged;
      const second = await buy(m.token, 'buy-slow');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ statusCode: 409, message: 'This purchase is already in progress.', error: 'Conflict' });
      release();
      expect((await first).statusCode).toBe(200);
      const third = await buy(m.token, 'buy-slow');
      expect(third.statusCode).toBe(200);
      expect(data(third)).toEqual(data(await first));
    } finally {
      PURCHASE_TIMING.waitMs = waitMs;
      release();
    }
    expect(gateway.calls).toHaveBeenCalledTimes(1);
    expect(await balance(app, 'user', m.id)).toBe(50);
  });

  it('a declined purchase is answered again for its key, without a second charge attempt; another request under the key is a 422', async () => {
    const m = await newMember(app, 0);
    const gateway = watchGateway();
    const declined = { sandboxDecline: true };
    for (let i = 0; i < 2; i++) {
      const res = await buy(m.token, 'buy-declined', declined);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, message: 'The payment was declined (sandbox test decline)', error: 'Bad Request' });
    }
    expect(gateway.calls).toHaveBeenCalledTimes(1);
    expect((await purchaseRecords(m.id)).transactions).toEqual([{ status: 'failed', gateway_ref: null }]);

    const packages = data(await call(app, 'GET', '/package/token/search')).data;
    const other = await buy(m.token, 'buy-declined', {}, packages[1]._id);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(gateway.calls).toHaveBeenCalledTimes(1);
    expect(await balance(app, 'user', m.id)).toBe(0);
  });

  it('a purchase recorded under a key is finished even if its package was withdrawn in between', async () => {
    const m = await newMember(app, 0);
    const { rows } = await app.ctx.db.query<{ id: string }>(
      `INSERT INTO token_packages (id, name, price, tokens) VALUES (substr(md5(random()::text), 1, 24), 'Flash', 1.99, 20) RETURNING id`,
    );
    const flash = rows[0].id;
    purchaseTestHooks.afterChargeRecorded = throwOnce();
    expect((await buy(m.token, 'buy-flash', {}, flash)).statusCode).toBe(500);
    await app.ctx.db.query(`UPDATE token_packages SET is_active = false WHERE id = $1`, [flash]);
    const retry = await buy(m.token, 'buy-flash', {}, flash);
    expect(retry.statusCode).toBe(200);
    expect(await balance(app, 'user', m.id)).toBe(20);
    // a new purchase of the withdrawn package is refused as before
    expect((await buy(m.token, 'buy-flash-2', {}, flash)).statusCode).toBe(404);
  });
});

describe('the sandbox gateway honours idempotency keys', () => {
  const input = { amount: 4.99, currency: 'USD', description: '50 tokens', buyerId: 'b1' };

  it('the same key charges once and answers the same charge, also to concurrent calls', async () => {
    const gateway = new SandboxGateway(app.ctx.db);
    const answers = await Promise.all([1, 2, 3].map(() => gateway.charge({ ...input, idempotencyKey: 'k1' })));
    expect(answers[0]).toEqual({ approved: true, reference: expect.stringMatching(/^sandbox_/) });
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    expect(await gateway.charge({ ...input, idempotencyKey: 'k1' })).toEqual(answers[0]);
    expect(gateway.chargeCount).toBe(1);
    // another key is another charge; the same key for another charge is refused
    expect(await gateway.charge({ ...input, idempotencyKey: 'k2' })).not.toEqual(answers[0]);
    expect(await gateway.charge({ ...input, amount: 8.99, idempotencyKey: 'k1' })).toEqual({ approved: false, reason: expect.any(String) });
    expect(gateway.chargeCount).toBe(2);
  });
});
