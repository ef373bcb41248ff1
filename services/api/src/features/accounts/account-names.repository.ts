import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';

export async function findAccountNameOwner(db: Queryable, foldedName: string) {
  const { rows } = await db.query<{ source: Role; source_id: string }>('SELECT source, source_id FROM account_names WHERE folded_name = $1', [
    foldedName,
  ]);
  return rows[0] ?? null;
}

/** False when another account already holds the folded name. */
export async function insertAccountName(db: Queryable, name: { foldedName: string; source: Role; sourceId: string }) {
  const { rowCount } = await db.query(
    'INSERT INTO account_names (folded_name, source, source_id) VALUES ($1, $2, $3) ON CONFLICT (folded_name) DO NOTHING',
    [name.foldedName, name.source, name.sourceId],
  );
  return rowCount > 0;
}

export async function deleteAccountName(db: Queryable, source: Role, sourceId: string) {
  await db.query('DELETE FROM account_names WHERE source = $1 AND source_id = $2', [source, sourceId]);
}

/** Accounts of every role whose username has no row in account_names, oldest first (the first holder keeps a name). */
export async function listAccountsWithoutName(db: Queryable) {
  const { rows } = await db.query<{ source: Role; id: string; username: string }>(
    `SELECT source, id, username FROM (
       SELECT 'user' AS source, id, username, created_at FROM users
       UNION ALL SELECT 'performer', id, username, created_at FROM performers
       UNION ALL SELECT 'studio', id, username, created_at FROM studios
     ) accounts
     WHERE NOT EXISTS (SELECT 1 FROM account_names n WHERE n.source = accounts.source AND n.source_id = accounts.id)
     ORDER BY created_at, id`,
  );
  return rows;
}
