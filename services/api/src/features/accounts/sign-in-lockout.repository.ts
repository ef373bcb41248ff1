import type { Queryable } from '../../db/db';

/** How a run of failures turns into waits: `free` failures cost nothing, then `baseSeconds` doubling up to `capSeconds`. */
export interface DelayPolicy {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  /** A count left alone this long starts again from zero. */
  forgetSeconds: number;
}

/**
 * Counts one attempt for (login, client) before its password is checked, so parallel guesses cannot outrun the
 * wait; the count that reaches `policy.free` and every later one sets a wait. Answers null (nothing counted)
 * while a wait is running.
 */
export async function countSignInFailure(db: Queryable, loginKey: string, clientKey: string, policy: DelayPolicy) {
  const next = `CASE WHEN f.updated_at < now() - make_interval(secs => $6::int) THEN 1 ELSE f.failed_count + 1 END`;
  const waitUntil = (count: string) =>
    `CASE WHEN ${count} >= $3::int THEN now() + make_interval(secs => least($5::float8, $4::float8 * power(2, ${count} - $3::int))) END`;
  const { rows } = await db.query<{ failed_count: number }>(
    `INSERT INTO sign_in_failures AS f (login_key, client_key, failed_count, blocked_until, updated_at)
     VALUES ($1, $2, 1, ${waitUntil('1')}, now())
     ON CONFLICT (login_key, client_key) DO UPDATE
       SET failed_count = ${next}, blocked_until = ${waitUntil(next)}, updated_at = now()
       WHERE f.blocked_until IS NULL OR f.blocked_until <= now()
     RETURNING failed_count`,
    [loginKey, clientKey, policy.free, policy.baseSeconds, policy.capSeconds, policy.forgetSeconds],
  );
  return rows[0] ?? null;
}

/** Takes back one counted attempt that turned out right (the count over new addresses is not forgotten by a success). */
export async function uncountSignInFailure(db: Queryable, loginKey: string, clientKey: string) {
  await db.query(`UPDATE sign_in_failures SET failed_count = greatest(failed_count - 1, 0) WHERE login_key = $1 AND client_key = $2`, [
    loginKey,
    clientKey,
  ]);
}

/** Seconds until the wait of (login, client) ends; 0 when there is none. */
export async function waitSecondsLeft(db: Queryable, loginKey: string, clientKey: string) {
  const { rows } = await db.query<{ seconds: number | string | null }>(
    `SELECT EXTRACT(EPOCH FROM (blocked_until - now())) AS seconds FROM sign_in_failures
     WHERE login_key = $1 AND client_key = $2 AND blocked_until > now()`,
    [loginKey, clientKey],
  );
  return rows[0] ? Math.max(0, Number(rows[0].seconds)) : 0;
}

/** Forgets the failures of (login, client), or of the login from everywhere when `clientKey` is left out. */
export async function clearSignInFailures(db: Queryable, loginKey: string, clientKey?: string) {
  if (clientKey) await db.query('DELETE FROM sign_in_failures WHERE login_key = $1 AND client_key = $2', [loginKey, clientKey]);
  else await db.query('DELETE FROM sign_in_failures WHERE login_key = $1', [loginKey]);
}

export async function isUsualAddress(db: Queryable, loginKey: string, clientKey: string) {
  const { rows } = await db.query('SELECT 1 FROM sign_in_addresses WHERE login_key = $1 AND client_key = $2', [loginKey, clientKey]);
  return rows.length > 0;
}

/** Remembers the address of a successful sign-in, keeping the login's `keep` most recent ones. */
export async function rememberAddress(db: Queryable, loginKey: string, clientKey: string, keep: number) {
  await db.query(
    `INSERT INTO sign_in_addresses (login_key, client_key, signed_in_at) VALUES ($1, $2, now())
     ON CONFLICT (login_key, client_key) DO UPDATE SET signed_in_at = now()`,
    [loginKey, clientKey],
  );
  await db.query(
    `DELETE FROM sign_in_addresses WHERE login_key = $1 AND client_key NOT IN (
       SELECT client_key FROM sign_in_addresses WHERE login_key = $1 ORDER BY signed_in_at DESC LIMIT $2)`,
    [loginKey, keep],
  );
}

/** Drops counts nobody has added to for `olderThanSeconds` (they would start from zero anyway). */
export async function pruneSignInFailures(db: Queryable, olderThanSeconds: number) {
  await db.query(
    `DELETE FROM sign_in_failures WHERE updated_at < now() - make_interval(secs => $1::int) AND (blocked_until IS NULL OR blocked_until < now())`,
    [olderThanSeconds],
  );
}
