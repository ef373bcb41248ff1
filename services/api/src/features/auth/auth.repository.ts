import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { ACCOUNT_TABLES } from '../accounts/accounts.repository';

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

// Server-side sessions (token versions and revoked tokens).

export interface SessionAccount {
  status: string;
  roles: string[];
  token_version: number;
  revoked: boolean;
}

const rolesOf = (source: Role) => (source === 'user' ? 'roles' : `ARRAY['${source}']::text[] AS roles`);

/** The per-request check in one query: the account (by primary key) and whether this token id was revoked. */
export async function findSessionAccount(db: Queryable, source: Role, accountId: string, jti: string) {
  const { rows } = await db.query<SessionAccount>(
    `SELECT status, ${rolesOf(source)}, token_version, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked
     FROM ${ACCOUNT_TABLES[source]} WHERE id = $1`,
    [accountId, jti],
  );
  return rows[0] ?? null;
}

export async function findTokenVersion(db: Queryable, source: Role, accountId: string) {
  const { rows } = await db.query<{ token_version: number }>(`SELECT token_version FROM ${ACCOUNT_TABLES[source]} WHERE id = $1`, [accountId]);
  return rows[0]?.token_version ?? 0;
}

/** Ends every token issued so far for the account; answers the new version. */
export async function bumpTokenVersion(db: Queryable, source: Role, accountId: string) {
  const { rows } = await db.query<{ token_version: number }>(
    `UPDATE ${ACCOUNT_TABLES[source]} SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version`,
    [accountId],
  );
  return rows[0]?.token_version ?? 0;
}

/** Remembers a revoked token until it would have expired, and forgets the ones already expired. */
export async function revokeToken(db: Queryable, jti: string, expiresAt: Date) {
  await db.query('INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING', [jti, expiresAt]);
  await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
}
