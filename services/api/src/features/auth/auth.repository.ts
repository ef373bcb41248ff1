import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';

export async function insertAuthCode(db: Queryable, code: { accountId: string; email: string; codeHash: string; expiresAt: Date }) {
  await db.query(`INSERT INTO auth_codes (id, source, account_id, email, code_hash, expires_at) VALUES ($1, 'user', $2, $3, $4, $5)`, [
    newId(),
    code.accountId,
    code.email,
    code.codeHash,
    code.expiresAt,
  ]);
}

/** Marks one unused, unexpired code of the account used; false when there is none. */
export async function useAuthCode(db: Queryable, accountId: string, codeHash: string) {
  const { rowCount } = await db.query(
    `UPDATE auth_codes SET used_at = now()
     WHERE id = (SELECT id FROM auth_codes WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now() LIMIT 1)`,
    [accountId, codeHash],
  );
  return rowCount > 0;
}

export async function insertPasswordReset(db: Queryable, reset: { source: Role; accountId: string; tokenHash: string; expiresAt: Date }) {
  await db.query(`INSERT INTO password_resets (id, source, account_id, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
    newId(),
    reset.source,
    reset.accountId,
    reset.tokenHash,
    reset.expiresAt,
  ]);
}

/** The unused, unexpired reset with this token hash, or null. */
export async function findPasswordReset(db: Queryable, tokenHash: string) {
  const { rows } = await db.query<{ id: string; source: Role; account_id: string }>(
    `SELECT id, source, account_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markPasswordResetUsed(db: Queryable, id: string) {
  await db.query('UPDATE password_resets SET used_at = now() WHERE id = $1', [id]);
}
