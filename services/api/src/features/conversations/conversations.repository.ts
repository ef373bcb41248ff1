import type { ConversationType } from '@platform/shared/contract';
import { likePattern } from '../../core/http';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import type { ConversationRow } from './conversations.mapper';
import type { AccountRef } from './public-accounts.repository';

/** Conversation columns plus its recipients and the unread count of the account bound to $1/$2. */
const SELECT_FOR = `SELECT c.*, coalesce(me.unread_count, 0) AS unread_count, (me.source IS NOT NULL) AS is_participant,
    coalesce((SELECT json_agg(json_build_object('source', p.source, 'sourceId', p.source_id) ORDER BY p.joined_at, p.source, p.source_id)
              FROM conversation_participants p WHERE p.conversation_id = c.id), '[]'::json) AS recipients
  FROM conversations c
  LEFT JOIN conversation_participants me ON me.conversation_id = c.id AND me.source = $1 AND me.source_id = $2`;

export type ConversationAccessRow = ConversationRow & { is_participant: boolean };

export async function findConversation(db: Queryable, id: string, me: AccountRef) {
  const { rows } = await db.query<ConversationAccessRow>(`${SELECT_FOR} WHERE c.id = $3`, [me.source, me.id, id]);
  return rows[0] ?? null;
}

const SORT_COLUMNS: Record<string, string> = {
  lastMessageCreatedAt: 'coalesce(c.last_message_created_at, c.created_at)',
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
};

export interface ConversationSearch {
  q?: string;
  limit: number;
  offset: number;
  sortBy?: string;
  sort: 'ASC' | 'DESC';
}

/** The account's private conversations; `q` matches the other party's username or name. */
export async function searchPrivateConversations(db: Queryable, me: AccountRef, search: ConversationSearch) {
  const params: unknown[] = [me.source, me.id];
  const where = [`c.type = 'private'`, 'me.source IS NOT NULL'];
  if (search.q?.trim()) {
    params.push(likePattern(search.q.trim()));
    const q = `$${params.length}`;
    where.push(`EXISTS (SELECT 1 FROM conversation_participants o
      LEFT JOIN users u ON o.source = 'user' AND u.id = o.source_id
      LEFT JOIN performers pf ON o.source = 'performer' AND pf.id = o.source_id
      LEFT JOIN studios s ON o.source = 'studio' AND s.id = o.source_id
      WHERE o.conversation_id = c.id AND NOT (o.source = $1 AND o.source_id = $2)
        AND (u.username ILIKE ${q} OR u.display_name ILIKE ${q} OR pf.username ILIKE ${q} OR pf.name ILIKE ${q}
             OR s.username ILIKE ${q} OR s.name ILIKE ${q}))`);
  }
  const whereSql = where.join(' AND ');
  const order = `${SORT_COLUMNS[search.sortBy ?? ''] ?? SORT_COLUMNS.lastMessageCreatedAt} ${search.sort}, c.id ${search.sort}`;
  const [list, count] = await Promise.all([
    db.query<ConversationRow>(`${SELECT_FOR} WHERE ${whereSql} ORDER BY ${order} LIMIT ${search.limit} OFFSET ${search.offset}`, params),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM conversations c
       LEFT JOIN conversation_participants me ON me.conversation_id = c.id AND me.source = $1 AND me.source_id = $2
       WHERE ${whereSql}`,
      params,
    ),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

/** Same two accounts → same key, whoever starts the conversation. */
export const privateKey = (a: AccountRef, b: AccountRef) => [`${a.source}:${a.id}`, `${b.source}:${b.id}`].sort().join('|');

/** The private conversation of two accounts, created on first use (race-free through the unique key). */
export async function findOrCreatePrivate(db: Queryable, me: AccountRef, other: AccountRef, type: ConversationType = 'private') {
  const key = privateKey(me, other);
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO conversations (id, type, private_key) VALUES ($1, $2, $3) ON CONFLICT (private_key) DO NOTHING RETURNING id`,
    [newId(), type, key],
  );
  if (inserted.rows[0]) {
    const id = inserted.rows[0].id;
    for (const party of [me, other]) {
      await db.query(`INSERT INTO conversation_participants (conversation_id, source, source_id) VALUES ($1, $2, $3)`, [id, party.source, party.id]);
    }
    return { id, created: true };
  }
  const { rows } = await db.query<{ id: string }>('SELECT id FROM conversations WHERE private_key = $1', [key]);
  return { id: rows[0].id, created: false };
}

/** Sum of the account's unread messages over all its conversations. */
export async function totalUnread(db: Queryable, me: AccountRef) {
  const { rows } = await db.query<{ total: number }>(
    `SELECT coalesce(sum(unread_count), 0)::int AS total FROM conversation_participants WHERE source = $1 AND source_id = $2`,
    [me.source, me.id],
  );
  return rows[0].total;
}

export async function markConversationRead(db: Queryable, conversationId: string, me: AccountRef) {
  await db.query(
    `UPDATE conversation_participants SET unread_count = 0 WHERE conversation_id = $1 AND source = $2 AND source_id = $3`,
    [conversationId, me.source, me.id],
  );
}
