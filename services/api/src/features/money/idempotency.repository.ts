import type { Queryable } from '../../db/db.types';
import type { IdempotencyScope } from './money-transaction';

/** The stored row of a key (undefined when the key was never used); `response` is null while its call runs. */
export async function findIdempotencyKey<T>(db: Queryable, scope: IdempotencyScope) {
  const { rows } = await db.query<{ fingerprint: string; response: T | null }>(
    `SELECT fingerprint, response FROM idempotency_keys WHERE account_source = $1 AND account_id = $2 AND route = $3 AND key = $4`,
    [scope.source, scope.accountId, scope.route, scope.key],
  );
  return rows[0] as { fingerprint: string; response: T | null } | undefined;
}

/** Inserts the key row first: its primary key makes a concurrent call with the same key wait, then fail (`idempotency_keys_pkey`). */
export async function claimIdempotencyKey(tx: Queryable, scope: IdempotencyScope) {
  await tx.query(`INSERT INTO idempotency_keys (account_source, account_id, route, key, fingerprint) VALUES ($1, $2, $3, $4, $5)`, [
    scope.source,
    scope.accountId,
    scope.route,
    scope.key,
    scope.fingerprint,
  ]);
}

/** Saves the answer of the call, in its transaction, so a repeated key returns it. */
export async function saveIdempotentResponse(tx: Queryable, scope: IdempotencyScope, response: unknown) {
  await tx.query(`UPDATE idempotency_keys SET response = $5::jsonb WHERE account_source = $1 AND account_id = $2 AND route = $3 AND key = $4`, [
    scope.source,
    scope.accountId,
    scope.route,
    scope.key,
    JSON.stringify(response),
  ]);
}
