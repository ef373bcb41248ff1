import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, newMember } from './money.test-helpers';
import { NOT_CHARGED_REASON, PaymentReconciler } from './payment-reconciler';
import { checkout, postback, testProcessors } from './processor.test-helpers';

// Purchases whose postback never came: the reconciler asks the processor (the same PaymentProcessor interface) and
// credits, voids or leaves each — once, whatever postback comes after.

// the app's own reconciler runs once at start, then not during these tests: each test runs its own
process.env.PAYMENT_RECONCILE_MS = '3600000';

let app: FastifyInstance;
let starter: { _id: string; price: number };

useTestApp(async ({ app: started }) => {
  app = started;
  starter = data(await call(app, 'GET', '/package/token/search')).data[0];
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => {
  delete process.env.PAYMENT_RECONCILE_MS;
});

const reconciler = () => new PaymentReconciler(app.ctx, { staleMs: 60_000, intervalMs: 60_000 }, () => undefined);
const sandbox = () => testProcessors.byName('sandbox')!;

/** A checkout the member left an hour ago, its postback never received. */
async function stalePurchase(token: string) {
  const { paymentId } = await checkout(app, token, starter._id);
  await app.ctx.db.query(
    `UPDATE payment_intents SET created_at = now() - interval '1 hour', lease_until = now() - interval '1 second' WHERE id = $1`,
    [paymentId],
  );
  return paymentId;
}

const intentOf = async (id: string) =>
  (
    await app.ctx.db.query<{ status: string; failure_reason: string | null }>(`SELECT status, failure_reason FROM payment_intents WHERE id = $1`, [
      id,
    ])
  ).rows[0];

describe('the reconciler settles each stale purchase by what the processor says', () => {
  it('approved at the processor: credited once, the buyer is told, and the late postback changes nothing', async () => {
    const m = await newMember(app, 0);
    const paymentId = await stalePurchase(m.token);
    const status = jest.spyOn(sandbox(), 'status').mockResolvedValue({ state: 'approved', transactionId: `sbx_${paymentId}` });
    const events = jest.spyOn(app.ctx.realtime, 'emitToAccount');
    expect(await reconciler().runOnce()).toMatchObject({ credited: 1, voided: 0 });
    expect(status).toHaveBeenCalledWith(paymentId);
    expect(await balance(app, 'user', m.id)).toBe(50);
    expect(events).toHaveBeenCalledWith('user', m.id, 'payment-settled', expect.objectContaining({ status: 'success' }));
    expect(await reconciler().runOnce()).toMatchObject({ claimed: 0 });
    const late = await postback(app, 'sale', paymentId, { amount: starter.price.toFixed(2), transactionId: `sbx_${paymentId}` });
    expect(data(late)).toEqual({ received: true, duplicate: true });
    expect(await balance(app, 'user', m.id)).toBe(50);
    await expectLedgerConsistent(app);
  });

  it('declined at the processor: void with its reason', async () => {
    const m = await newMember(app, 0);
    const paymentId = await stalePurchase(m.token);
    jest.spyOn(sandbox(), 'status').mockResolvedValue({ state: 'declined', reason: 'Card declined (sandbox)' });
    expect(await reconciler().runOnce()).toMatchObject({ credited: 0, voided: 1 });
    expect(await intentOf(paymentId)).toEqual({ status: 'failed', failure_reason: 'Card declined (sandbox)' });
  });

  it('never paid (expired, cancelled): closed at the processor first, then void', async () => {
    const m = await newMember(app, 0);
    const paymentId = await stalePurchase(m.token);
    jest.spyOn(sandbox(), 'status').mockResolvedValue({ state: 'not_charged' });
    const cancel = jest.spyOn(sandbox(), 'cancel').mockResolvedValue({ state: 'not_charged' });
    expect(await reconciler().runOnce()).toMatchObject({ voided: 1 });
    expect(cancel).toHaveBeenCalledWith(paymentId);
    expect(await intentOf(paymentId)).toEqual({ status: 'failed', failure_reason: NOT_CHARGED_REASON });
  });

  it('paid in the moment it was closed: the processor answers approved and it is credited', async () => {
    const m = await newMember(app, 0);
    const paymentId = await stalePurchase(m.token);
    jest.spyOn(sandbox(), 'status').mockResolvedValue({ state: 'not_charged' });
    jest.spyOn(sandbox(), 'cancel').mockResolvedValue({ state: 'approved', transactionId: 'sbx_won_the_race' });
    expect(await reconciler().runOnce()).toMatchObject({ credited: 1 });
    expect(await intentOf(paymentId)).toEqual({ status: 'completed', failure_reason: null });
  });

  it('still open at the processor, or the processor unreachable: left for a later run; fresh checkouts are not asked about', async () => {
    const m = await newMember(app, 0);
    const open = await stalePurchase(m.token);
    const status = jest.spyOn(sandbox(), 'status').mockResolvedValueOnce({ state: 'processing' });
    expect(await reconciler().runOnce()).toMatchObject({ claimed: 1, left: 1 });
    expect(await intentOf(open)).toMatchObject({ status: 'pending' });
    await app.ctx.db.query(`UPDATE payment_intents SET lease_until = now() - interval '1 second' WHERE id = $1`, [open]);
    status.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect(await reconciler().runOnce()).toMatchObject({ claimed: 1, left: 1 });
    await checkout(app, m.token, starter._id);
    status.mockClear();
    expect(await reconciler().runOnce()).toMatchObject({ claimed: 0 });
    expect(status).not.toHaveBeenCalled();
  });
});
