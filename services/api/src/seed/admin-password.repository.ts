import type { Queryable } from '../db/db';

/** Stored instead of a hash until the first start gives the seeded admin a password: matches no password at all. */
export const UNSET_PASSWORD_HASH = '!unset';

/** Sets the seeded admin's first password, once: only while its hash is still the unset marker (two processes: one wins). */
export async function claimUnsetAdminPassword(db: Queryable, username: string, hash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE users SET password_hash = $2, updated_at = now() WHERE lower(username) = lower($1) AND password_hash = $3`,
    [username, hash, UNSET_PASSWORD_HASH],
  );
  return rowCount > 0;
}

export async function adminPasswordIsUnset(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND password_hash = $2', [username, UNSET_PASSWORD_HASH]);
  return rows.length > 0;
}
