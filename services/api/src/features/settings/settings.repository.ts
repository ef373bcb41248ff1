import type { AdminStats } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';

/**
 * Keys that name a secret (signing keys, shared secrets, passwords, payment credentials). Secrets live in the
 * environment or `<dataDir>/secrets.json` (core/secrets.ts); a row like this left in the table (an old install, a
 * manual insert) is never answered, whatever the caller's role.
 */
export const SECRET_SETTING_KEY = /secret|passw(or)?d|passphrase|api[-_]?key|private[-_]?key|signing[-_]?key|credential|access[-_]?token/i;

export const isSecretSettingKey = (key: string) => SECRET_SETTING_KEY.test(key);

const withoutSecrets = (rows: Array<{ key: string; value: unknown }>) => rows.filter((row) => !isSecretSettingKey(row.key));

export async function publicSettings(db: Queryable): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings WHERE public ORDER BY key');
  return Object.fromEntries(withoutSecrets(rows).map((row) => [row.key, row.value]));
}

/** Values of the requested keys; private keys are left out unless `includePrivate` (admin), secret keys always. Unknown keys map to null. */
export async function settingsByKeys(db: Queryable, keys: string[], includePrivate = false): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ key: string; value: unknown }>(`SELECT key, value FROM settings WHERE key = ANY($1::text[]) AND (public OR $2)`, [
    keys,
    includePrivate,
  ]);
  const found = new Map(withoutSecrets(rows).map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, found.has(key) ? found.get(key) : null]));
}

export async function settingValue<T>(db: Queryable, key: string, fallback: T): Promise<T> {
  const { rows } = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows.length && rows[0].value !== null ? rows[0].value : fallback;
}

export const siteName = (db: Queryable) => settingValue(db, 'siteName', 'Velvet Live');

/** Platform counters for the admin dashboard. */
/**
 * Net tokens a kind of wallet received (or, `spent`, gave) through sales, tips and shows: the ledger's entries of
 * that kind, refunds included, without token purchases, opening balances and payouts.
 */
const earned = (kind: 'user' | 'platform' | 'performer' | 'studio', spent = false) =>
  `(SELECT coalesce(${spent ? '-' : ''}sum(e.amount), 0)::float8 FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id
    WHERE e.account_kind = '${kind}' AND m.type NOT IN ('token_purchase', 'opening_balance', 'payout'))`;

/** GET /statistics/admin: accounts by state, who is live, tokens sold and what was earned with them. */
export async function adminStatistics(db: Queryable) {
  const { rows } = await db.query<AdminStats>(`SELECT
    (SELECT count(*)::int FROM users) AS "totalUsers",
    (SELECT count(*)::int FROM users WHERE status = 'active') AS "totalActiveUsers",
    (SELECT count(*)::int FROM users WHERE status = 'inactive') AS "totalInactiveUsers",
    (SELECT count(*)::int FROM performers) AS "totalPerformers",
    (SELECT count(*)::int FROM performers WHERE status = 'active') AS "totalActivePerformers",
    (SELECT count(*)::int FROM performers WHERE NOT verified) AS "totalPendingPerformers",
    (SELECT count(*)::int FROM performers WHERE verified) AS "totalVerifiedPerformers",
    (SELECT count(*)::int FROM performers WHERE streaming_status <> 'offline') AS "totalLivePerformers",
    (SELECT count(*)::int FROM studios) AS "totalStudios",
    (SELECT count(*)::int FROM studios WHERE status = 'active') AS "totalActiveStudios",
    (SELECT coalesce(sum(tokens), 0)::float8 FROM payment_transactions WHERE status = 'success') AS "totalTokensSold",
    (SELECT coalesce(sum(total_price), 0)::float8 FROM payment_transactions WHERE status = 'success') AS "totalSales",
    ${earned('user', true)} AS "totalTokensSpent",
    ${earned('platform')} AS "totalPlatformEarnings",
    ${earned('performer')} AS "totalPerformerEarnings",
    ${earned('studio')} AS "totalStudioEarnings"`);
  return rows[0];
}
