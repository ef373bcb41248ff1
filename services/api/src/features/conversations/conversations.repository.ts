import type { ConversationType } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import type { ConversationRow } from './conversations.mapper';
import type { AccountRef } from '../accounts/public-accounts.repository';

/** Conversation columns plus its recipients and the caller's unread count (the caller's participant row is `me`). */
const CONVERSATION_COLUMNS = `c.*, coalesce(me.unread_count, 0) AS unread_count, (me.source IS NOT NULL) AS is_participant,
    coalesce((SELECT json_agg(json_build_object('source', p.source, 'sourceId', p.source_id) ORDER BY p.joined_at, p.source, p.source_id)
              FROM conversation_participants p WHERE p.conversation_id = c.id), '[]'::json) AS recipients`;

/** Conversations joined with the participant row of the account whose source and id sit in the two placeholders. */
const conversationsSeenBy = (source: string, id: string) =>
  `conversations c LEFT JOIN conversation_participants me ON me.conversation_id = c.id AND me.source = ${source} AND me.source_id = ${id}`;

export type ConversationAccessRow = ConversationRow & { is_participant: boolean };

export async function findConversation(db: Queryable, id: string, me: AccountRef) {
  const { rows } = await db.query<ConversationAccessRow>(`SELECT ${CONVERSATION_COLUMNS} FROM ${conversationsSeenBy('$1', '$2')} WHERE c.id = $3`, [
    me.source,
    me.id,
    id,
  ]);
  return rows[0] ?? null;
}

/** `sortBy` values of the conversation list (the messaging remote sends `lastMessageCreatedAt`). */
export const CONVERSATION_SORT_BY = ['lastMessageCreatedAt', 'createdAt', 'updatedAt'] as const;

const privateConversationList = (me: AccountRef, where: SqlWhere): ListSpec => {
  const source = where.param(me.source);
  const id = where.param(me.id);
  return {
    from: conversationsSeenBy(source, id),
    select: CONVERSATION_COLUMNS,
    sortable: {
      // a conversation without messages sorts by its creation time
      lastMessageCreatedAt: 'coalesce(c.last_message_created_at, c.created_at)',
      createdAt: 'c.created_at',
      updatedAt: 'c.updated_at',
    } satisfies Record<(typeof CONVERSATION_SORT_BY)[number], string>,
    defaultSortBy: 'lastMessageCreatedAt',
    tieBreaker: 'c.id',
    // `q` matches the other party's username or name
    searchWhere: (pattern) => `EXISTS (SELECT 1 FROM conversation_participants o
      LEFT JOIN users u ON o.source = 'user' AND u.id = o.source_id
      LEFT JOIN performers pf ON o.source = 'performer' AND pf.id = o.source_id
      LEFT JOIN studios s ON o.source = 'studio' AND s.id = o.source_id
      WHERE o.conversation_id = c.id AND NOT (o.source = ${source} AND o.source_id = ${id})
        AND (u.username ILIKE ${pattern} OR u.display_name ILIKE ${pattern} OR pf.username ILIKE ${pattern} OR pf.name ILIKE ${pattern}
             OR s.username ILIKE ${pattern} OR s.name ILIKE ${pattern}))`,
  };
};

/** The account's private conversations, latest message first unless asked otherwise. */
export async function searchPrivateConversations(db: Queryable, me: AccountRef, search: ListParams) {
  const where = new SqlWhere();
  const spec = privateConversationList(me, where);
  where.and(`c.type = 'private'`).and('me.source IS NOT NULL');
  return listPage<ConversationRow>(db, spec, where, search);
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

/**
 * Marks a conversation read for `me`: the unread count to 0 and the other parties' messages read. The participant
 * row is locked first, as a send and a delete lock it, so the count and the messages' marks always agree.
 */
export async function markConversationRead(db: Queryable, conversationId: string, me: AccountRef) {
  await db.query(`UPDATE conversation_participants SET unread_count = 0 WHERE conversation_id = $1 AND source = $2 AND source_id = $3`, [
    conversationId,
    me.source,
    me.id,
  ]);
  await db.query(
    `UPDATE messages SET read_at = now() WHERE conversation_id = $1 AND read_at IS NULL AND NOT (sender_source = $2 AND sender_id = $3)`,
    [conversationId, me.source, me.id],
  );
}
