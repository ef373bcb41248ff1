import type { Queryable } from '../../db/db.types';
import type { ProcessorEventKind } from './payment-processor';
import { PAYMENT_INTENT_COLUMNS, type PaymentIntentRow } from './payment-intents.repository';

// The processor's postbacks: replay guard, each (transaction, event) once, and the reversals the back office lists.

/**
 * Remembers an accepted postback's signature; false when it was seen already (a replay of the same signed request).
 * Signatures older than `keepSeconds` are dropped first: their timestamps are refused as stale anyway.
 */
export async function rememberPostbackSignature(tx: Queryable, signature: string, keepSeconds: number): Promise<boolean> {
  await tx.query(`DELETE FROM processor_postback_signatures WHERE received_at < now() - $1::int * interval '1 second'`, [keepSeconds]);
  const { rowCount } = await tx.query(`INSERT INTO processor_postback_signatures (signature) VALUES ($1) ON CONFLICT (signature) DO NOTHING`, [
    signature,
  ]);
  return rowCount === 1;
}

/** Records one event of the processor's transaction; false when it was applied before (the postback came again). */
export async function recordProcessorEvent(
  tx: Queryable,
  event: { processor: string; transactionId: string; kind: ProcessorEventKind; paymentId: string },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO processor_events (processor, transaction_id, event, payment_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (processor, transaction_id, event) DO NOTHING`,
    [event.processor, event.transactionId, event.kind, event.paymentId],
  );
  return rowCount === 1;
}

/** The intent, locked for the rest of the transaction (null when unknown). */
export async function lockPaymentIntent(tx: Queryable, id: string) {
  const { rows } = await tx.query<PaymentIntentRow>(`SELECT ${PAYMENT_INTENT_COLUMNS} FROM payment_intents WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

/** Paid: completed with the processor's transaction id and our payment transaction, in the credit's transaction. */
export async function markIntentPaid(tx: Queryable, id: string, processorTransactionId: string, transactionId: string) {
  await tx.query(
    `UPDATE payment_intents SET status = 'completed', gateway_charge_id = $2, transaction_id = $3, failure_reason = NULL, updated_at = now()
     WHERE id = $1`,
    [id, processorTransactionId, transactionId],
  );
}

/** Refunded or charged back: what was taken back from the member and what was booked to the chargeback account. */
export async function markIntentReversed(
  tx: Queryable,
  id: string,
  reversal: { kind: 'refund' | 'chargeback'; recovered: number; shortfall: number },
) {
  await tx.query(
    `UPDATE payment_intents SET status = 'reversed', reversal_kind = $2, reversal_recovered = $3, reversal_shortfall = $4, reversed_at = now(),
       updated_at = now()
     WHERE id = $1 AND status = 'completed'`,
    [id, reversal.kind, reversal.recovered, reversal.shortfall],
  );
}

export interface ReversalRow {
  id: string;
  account_id: string;
  reversal_kind: 'refund' | 'chargeback';
  products: PaymentIntentRow['products'];
  amount: string | number;
  tokens: number;
  reversal_recovered: number;
  reversal_shortfall: number;
  gateway_charge_id: string | null;
  reversed_at: string | Date;
}

/** Reversed purchases, newest first, with their count. */
export async function listReversals(db: Queryable, page: { limit: number; offset: number }) {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<ReversalRow>(
      `SELECT id, account_id, reversal_kind, products, amount, tokens, reversal_recovered, reversal_shortfall, gateway_charge_id, reversed_at
       FROM payment_intents WHERE status = 'reversed' ORDER BY reversed_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM payment_intents WHERE status = 'reversed'`),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** The chargeback account's balance: minus the tokens reversals could not take back. */
export async function chargebackBalance(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ balance: string | number }>(`SELECT balance FROM system_wallets WHERE id = 'chargebacks'`);
  return Number(rows[0]?.balance ?? 0);
}
