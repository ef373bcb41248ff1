import type { Role } from '@platform/shared/contract';
import { ACCOUNT_TABLES } from '../../core/account-tables';
import type { Queryable } from '../../db/db';

/** What a new member's and a new performer's rows both start with. */
export interface NewAccount {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: string;
}

export interface AccountCredentials {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  status: string;
  email_verified: boolean;
  roles: string[];
}

const rolesColumn = (source: Role) => (source === 'user' ? 'roles' : `ARRAY['${source}']::text[] AS roles`);

export async function findCredentials(db: Queryable, source: Role, by: { login?: string; id?: string; email?: string }) {
  const table = ACCOUNT_TABLES[source];
  const columns = `id, username, email, password_hash, status, email_verified, ${rolesColumn(source)}`;
  let where: string;
  let value: string;
  if (by.id) [where, value] = ['id = $1', by.id];
  else if (by.email) [where, value] = ['lower(email) = lower($1)', by.email];
  else [where, value] = ['lower(username) = lower($1) OR lower(email) = lower($1)', by.login ?? ''];
  const { rows } = await db.query<AccountCredentials>(`SELECT ${columns} FROM ${table} WHERE ${where} LIMIT 1`, [value]);
  return rows[0] ?? null;
}

/** Whether the e-mail is already used in this role's table (case-insensitive), ignoring one account. Usernames: account_names. */
export async function isEmailTaken(db: Queryable, source: Role, email: string, exceptId?: string) {
  const { rows } = await db.query(`SELECT 1 FROM ${ACCOUNT_TABLES[source]} WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2 LIMIT 1`, [
    email,
    exceptId ?? null,
  ]);
  return rows.length > 0;
}

export async function setPasswordHash(db: Queryable, source: Role, id: string, hash: string) {
  await db.query(`UPDATE ${ACCOUNT_TABLES[source]} SET password_hash = $2, updated_at = now() WHERE id = $1`, [id, hash]);
}

export async function setEmailVerified(db: Queryable, source: Role, id: string, email: string) {
  const { rowCount } = await db.query(
    `UPDATE ${ACCOUNT_TABLES[source]} SET email_verified = true, updated_at = now() WHERE id = $1 AND lower(email) = lower($2)`,
    [id, email],
  );
  return rowCount > 0;
}

export async function setAvatarPath(db: Queryable, source: Role, id: string, avatarPath: string) {
  await db.query(`UPDATE ${ACCOUNT_TABLES[source]} SET avatar_path = $2, updated_at = now() WHERE id = $1`, [id, avatarPath]);
}

/** The account suspends itself: inactive (no sign-in, hidden from lists), offline; its balance and ledger stay as they are. */
export async function suspendAccount(db: Queryable, source: 'user' | 'performer', id: string) {
  const { rowCount } = await db.query(
    `UPDATE ${ACCOUNT_TABLES[source]} SET status = 'inactive', suspended_at = now(), is_online = false, updated_at = now()
     WHERE id = $1 AND status <> 'inactive'`,
    [id],
  );
  return rowCount > 0;
}
