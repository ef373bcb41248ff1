import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';

export interface TwoFactorRow {
  secret_encrypted: string;
  enabled_at: Date | null;
  last_step: string | number;
}

export interface ChallengeRow {
  source: Role;
  account_id: string;
  remember: boolean;
  enrolment: boolean;
  failures: number;
}

export async function findTwoFactor(db: Queryable, source: Role, accountId: string): Promise<TwoFactorRow | null> {
  const { rows } = await db.query<TwoFactorRow>(
    'SELECT secret_encrypted, enabled_at, last_step FROM two_factor WHERE source = $1 AND account_id = $2',
    [source, accountId],
  );
  return rows[0] ?? null;
}

/** A new secret waiting for its first code (replaces an earlier unconfirmed one; never an enabled one). */
export async function upsertPendingSecret(db: Queryable, source: Role, accountId: string, secretEncrypted: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO two_factor (source, account_id, secret_encrypted) VALUES ($1, $2, $3)
     ON CONFLICT (source, account_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted, last_step = 0, created_at = now()
     WHERE two_factor.enabled_at IS NULL`,
    [source, accountId, secretEncrypted],
  );
  return rowCount > 0;
}

/** Records the step a code was accepted for; false when that step (or a later one) was already used. */
export async function useStep(db: Queryable, source: Role, accountId: string, step: number): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE two_factor SET last_step = $3 WHERE source = $1 AND account_id = $2 AND last_step < $3', [
    source,
    accountId,
    step,
  ]);
  return rowCount > 0;
}

export async function enableTwoFactor(db: Queryable, source: Role, accountId: string) {
  await db.query('UPDATE two_factor SET enabled_at = now() WHERE source = $1 AND account_id = $2 AND enabled_at IS NULL', [source, accountId]);
}

export async function replaceRecoveryCodes(db: Queryable, source: Role, accountId: string, codeHashes: string[]) {
  await db.query('DELETE FROM two_factor_recovery_codes WHERE source = $1 AND account_id = $2', [source, accountId]);
  for (const hash of codeHashes) {
    await db.query('INSERT INTO two_factor_recovery_codes (source, account_id, code_hash) VALUES ($1, $2, $3)', [source, accountId, hash]);
  }
}

/** Marks an unused recovery code used; false when it is unknown or was used before. */
export async function useRecoveryCode(db: Queryable, source: Role, accountId: string, codeHash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE two_factor_recovery_codes SET used_at = now() WHERE source = $1 AND account_id = $2 AND code_hash = $3 AND used_at IS NULL',
    [source, accountId, codeHash],
  );
  return rowCount > 0;
}

export async function countRecoveryCodesLeft(db: Queryable, source: Role, accountId: string): Promise<number> {
  const { rows } = await db.query<{ left: number }>(
    'SELECT count(*)::int AS left FROM two_factor_recovery_codes WHERE source = $1 AND account_id = $2 AND used_at IS NULL',
    [source, accountId],
  );
  return rows[0]?.left ?? 0;
}

/** Removes the second factor of an account (its secret and recovery codes); with no source, of that id in any role. */
export async function deleteTwoFactor(db: Queryable, accountId: string, source?: Role): Promise<boolean> {
  await db.query('DELETE FROM two_factor_recovery_codes WHERE account_id = $1 AND ($2::text IS NULL OR source = $2)', [accountId, source ?? null]);
  const { rowCount } = await db.query('DELETE FROM two_factor WHERE account_id = $1 AND ($2::text IS NULL OR source = $2)', [
    accountId,
    source ?? null,
  ]);
  return rowCount > 0;
}

export async function insertChallenge(
  db: Queryable,
  challenge: { hash: string; source: Role; accountId: string; remember: boolean; enrolment: boolean; expiresAt: Date },
) {
  await db.query('DELETE FROM two_factor_challenges WHERE expires_at < now()'); // pruned as new ones are made
  await db.query(
    `INSERT INTO two_factor_challenges (challenge_hash, source, account_id, remember, enrolment, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [challenge.hash, challenge.source, challenge.accountId, challenge.remember, challenge.enrolment, challenge.expiresAt],
  );
}

/** An open challenge: not expired, not used, and fewer than `maxFailures` wrong codes. */
export async function findOpenChallenge(db: Queryable, hash: string, maxFailures: number): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `SELECT source, account_id, remember, enrolment, failures FROM two_factor_challenges
     WHERE challenge_hash = $1 AND used_at IS NULL AND expires_at > now() AND failures < $2`,
    [hash, maxFailures],
  );
  return rows[0] ?? null;
}

/** Uses the challenge once: false when another request used it first. */
export async function useChallenge(db: Queryable, hash: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE two_factor_challenges SET used_at = now() WHERE challenge_hash = $1 AND used_at IS NULL', [hash]);
  return rowCount > 0;
}

export async function countChallengeFailure(db: Queryable, hash: string) {
  await db.query('UPDATE two_factor_challenges SET failures = failures + 1 WHERE challenge_hash = $1', [hash]);
}

export async function insertCodeFailure(db: Queryable, source: Role, accountId: string) {
  await db.query("DELETE FROM two_factor_failures WHERE failed_at < now() - interval '10 minutes'");
  await db.query('INSERT INTO two_factor_failures (source, account_id) VALUES ($1, $2)', [source, accountId]);
}

/** Wrong codes of the account in the last `seconds`, and when the oldest of them leaves that window. */
export async function recentCodeFailures(db: Queryable, source: Role, accountId: string, seconds: number) {
  const { rows } = await db.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(failed_at) AS oldest FROM two_factor_failures
     WHERE source = $1 AND account_id = $2 AND failed_at > now() - make_interval(secs => $3)`,
    [source, accountId, seconds],
  );
  return { count: rows[0]?.count ?? 0, oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
}
