import type { PublicUser, Role } from '@platform/shared/contract';
import { ACCOUNT_TABLES } from '../../core/account-tables';
import type { Storage } from '../../core/storage';
import type { Queryable } from '../../db/db';

export interface AccountRef {
  source: Role;
  id: string;
}

export const refKey = (source: string, id: string) => `${source}:${id}`;

interface PublicRow {
  source: Role;
  id: string;
  username: string;
  display_name: string;
  avatar_path: string | null;
}

/** Public forms (id, avatar, display name, username; never a member's own name) of any mix of users, performers and studios, keyed by `source:id`. */
export async function loadPublicAccounts(db: Queryable, storage: Storage, refs: AccountRef[]): Promise<Map<string, PublicUser>> {
  const ids = (source: Role) => [...new Set(refs.filter((r) => r.source === source).map((r) => r.id))];
  const result = new Map<string, PublicUser>();
  if (!refs.length) return result;
  const { rows } = await db.query<PublicRow>(
    `SELECT 'user' AS source, id, username, avatar_path,
            coalesce(nullif(display_name, ''), username) AS display_name
       FROM users WHERE id = ANY($1::text[])
     UNION ALL
     SELECT 'performer', id, username, avatar_path, coalesce(nullif(name, ''), username) FROM performers WHERE id = ANY($2::text[])
     UNION ALL
     SELECT 'studio', id, username, avatar_path, coalesce(nullif(name, ''), username) FROM studios WHERE id = ANY($3::text[])`,
    [ids('user'), ids('performer'), ids('studio')],
  );
  for (const row of rows) {
    result.set(refKey(row.source, row.id), {
      _id: row.id,
      avatar: storage.url(row.avatar_path) ?? '',
      displayName: row.display_name,
      username: row.username,
      isPerformer: row.source === 'performer',
    });
  }
  return result;
}

/** What messaging needs of an account: whether it is suspended (`inactive`) and, for a performer, her studio. */
export interface MessagingAccount {
  suspended: boolean;
  studio_id: string | null;
}

/** The account's messaging facts, or null when there is no such account. */
export async function findMessagingAccount(db: Queryable, ref: AccountRef): Promise<MessagingAccount | null> {
  const studio = ref.source === 'performer' ? 'studio_id' : 'NULL::text AS studio_id';
  const { rows } = await db.query<MessagingAccount>(
    `SELECT status = 'inactive' AS suspended, ${studio} FROM ${ACCOUNT_TABLES[ref.source]} WHERE id = $1`,
    [ref.id],
  );
  return rows[0] ?? null;
}
