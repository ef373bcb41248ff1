import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import type { AccountRef } from '../conversations/public-accounts.repository';
import { DELETED_TEXT, MESSAGE_SELECT, type MessageRow } from './messages.mapper';

export async function listMessages(db: Queryable, conversationId: string, page: { limit: number; offset: number; sort: 'ASC' | 'DESC' }) {
  const [list, count] = await Promise.all([
    db.query<MessageRow>(
      `${MESSAGE_SELECT} WHERE m.conversation_id = $1 ORDER BY m.created_at ${page.sort}, m.id ${page.sort} LIMIT $2 OFFSET $3`,
      [conversationId, page.limit, page.offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM messages WHERE conversation_id = $1', [conversationId]),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

export async function findMessage(db: Queryable, id: string) {
  const { rows } = await db.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Stores a text message, makes it the conversation's last message and counts it unread for every
 * other participant; returns the message id and those participants.
 */
export async function insertTextMessage(db: Queryable, conversationId: string, sender: AccountRef, text: string) {
  const id = newId();
  const { rows } = await db.query<{ created_at: Date }>(
    `INSERT INTO messages (id, conversation_id, type, text, sender_source, sender_id) VALUES ($1, $2, 'text', $3, $4, $5) RETURNING created_at`,
    [id, conversationId, text, sender.source, sender.id],
  );
  await db.query(
    `UPDATE conversations SET last_message = $2, last_sender_source = $3, last_sender_id = $4, last_message_created_at = $5, updated_at = now()
     WHERE id = $1`,
    [conversationId, text, sender.source, sender.id, rows[0].created_at],
  );
  const recipients = await db.query<{ source: AccountRef['source']; source_id: string }>(
    `UPDATE conversation_participants SET unread_count = unread_count + 1
     WHERE conversation_id = $1 AND NOT (source = $2 AND source_id = $3) RETURNING source, source_id`,
    [conversationId, sender.source, sender.id],
  );
  return { id, recipients: recipients.rows.map((r): AccountRef => ({ source: r.source, id: r.source_id })) };
}

/** Marks a message deleted (text replaced); the conversation preview follows when it was the last message. */
export async function markMessageDeleted(db: Queryable, message: MessageRow) {
  await db.query(`UPDATE messages SET is_deleted = true, text = $2, updated_at = now() WHERE id = $1`, [message.id, DELETED_TEXT]);
  await db.query(
    `UPDATE conversations SET last_message = $2, updated_at = now()
     WHERE id = $1 AND NOT EXISTS (
       SELECT 1 FROM messages n, messages d
       WHERE d.id = $3 AND n.conversation_id = $1 AND (n.created_at, n.id) > (d.created_at, d.id))`,
    // compared in SQL: a JS Date keeps milliseconds, PostgreSQL timestamps keep microseconds
    [message.conversation_id, DELETED_TEXT, message.id],
  );
}
