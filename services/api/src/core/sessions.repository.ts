import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../db/db';
import { ACCOUNT_TABLES } from './account-tables';

// Server-side sessions (token versions and revoked tokens): core/auth.ts checks every request against them.

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
