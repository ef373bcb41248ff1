import type { PaymentTransaction } from '@platform/shared/contract';
import type { Queryable } from '../../db/db.types';
import type { IdempotencyScope } from './money-transaction';

export type PaymentIntentStatus = 'pending' | 'charged' | 'completed' | 'failed' | 'reversed';

export interface PaymentIntentRow {
  id: string;
  account_source: string;
  account_id: string;
  idempotency_key: string;
  fingerprint: string;
  package_id: string;
  payment_gateway: string;
  amount: string | number;
  tokens: number;
  products: PaymentTransaction['products'];
  status: PaymentIntentStatus;
  gateway_charge_id: string | null;
  failure_reason: string | null;
  transaction_id: string | null;
  reversal_kind: 'refund' | 'chargeback' | null;
  created_at: string | Date;
}

export interface NewPaymentIntent {
  id: string;
  scope: IdempotencyScope;
  packageId: string;
  gateway: string;
  amount: number;
  tokens: number;
  products: PaymentTransaction['products'];
  leaseMs: number;
}

const COLUMNS = `id, account_source, account_id, idempotency_key, fingerprint, package_id, payment_gateway, amount, tokens, products, status,
  gateway_charge_id, failure_reason, transaction_id, reversal_kind, created_at`;

export const PAYMENT_INTENT_COLUMNS = COLUMNS;

/** The intent recorded under this key (null when none). */
export async function findPaymentIntent(db: Queryable, scope: IdempotencyScope) {
  const { rows } = await db.query<PaymentIntentRow>(
    `SELECT ${COLUMNS} FROM payment_intents WHERE account_source = $1 AND account_id = $2 AND idempotency_key = $3`,
    [scope.source, scope.accountId, scope.key],
  );
  return rows[0] ?? null;
}

export async function findPaymentIntentById(db: Queryable, id: string) {
  const { rows } = await db.query<PaymentIntentRow>(`SELECT ${COLUMNS} FROM payment_intents WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Records a pending intent leased to its caller, or null when the key already has one (a concurrent call or an
 * earlier attempt won): the unique key makes exactly one caller the owner that may call the gateway.
 */
export async function insertPaymentIntent(db: Queryable, intent: NewPaymentIntent) {
  const { rows } = await db.query<PaymentIntentRow>(
    `INSERT INTO payment_intents (id, account_source, account_id, idempotency_key, fingerprint, package_id, payment_gateway, amount, tokens,
       products, lease_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, now() + $11::int * interval '1 millisecond')
     ON CONFLICT ON CONSTRAINT payment_intents_key DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      intent.id,
      intent.scope.source,
      intent.scope.accountId,
      intent.scope.key,
      intent.scope.fingerprint,
      intent.packageId,
      intent.gateway,
      intent.amount,
      intent.tokens,
      JSON.stringify(intent.products),
      intent.leaseMs,
    ],
  );
  return rows[0] ?? null;
}

/** The gateway declined (or never charged it): false when the intent was no longer pending (another caller settled it). */
export async function markPaymentIntentFailed(tx: Queryable, id: string, reason: string) {
  const { rowCount } = await tx.query(
    `UPDATE payment_intents SET status = 'failed', failure_reason = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
    [id, reason],
  );
  return rowCount === 1;
}

/**
 * The reconciler's claim: unfinished intents created at least `staleMs` ago whose lease ran out (their caller died
 * or gave up), leased to the reconciler for `leaseMs` so that a retry of the same key cannot take one over meanwhile.
 */
export async function claimStalePaymentIntents(tx: Queryable, options: { staleMs: number; leaseMs: number; limit: number }) {
  const { rows } = await tx.query<PaymentIntentRow>(
    `UPDATE payment_intents SET lease_until = now() + $2::int * interval '1 millisecond', updated_at = now()
     WHERE id IN (
       SELECT id FROM payment_intents
       WHERE status IN ('pending', 'charged') AND created_at <= now() - $1::int * interval '1 millisecond' AND lease_until <= now()
       ORDER BY created_at LIMIT $3)
     AND status IN ('pending', 'charged') AND lease_until <= now()
     RETURNING ${COLUMNS}`,
    [options.staleMs, options.leaseMs, options.limit],
  );
  return rows;
}
