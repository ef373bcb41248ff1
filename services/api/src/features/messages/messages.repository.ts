import { OWN_DELETED_TEXT } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import type { AccountRef } from '../accounts/public-accounts.repository';
import type { MessageRow } from './messages.mapper';

// a photo or file message carries its file's facts (the file itself is served by GET /messages/{id}/file)
const MESSAGE_COLUMNS = `m.*, f.path AS file_path, f.visibility AS file_visibility, f.original_name AS file_name, f.size AS file_size,
  f.mime_type AS file_mime_type, t.path AS thumbnail_path`;
const MESSAGES_WITH_FILES = 'messages m LEFT JOIN files f ON f.id = m.file_id LEFT JOIN files t ON t.id = m.thumbnail_file_id';

/** `sortBy` values of a message page: only the time a message was sent. */
export const MESSAGE_SORT_BY = ['createdAt'] as const;

const MESSAGE_LIST: ListSpec = {
  from: MESSAGES_WITH_FILES,
  select: MESSAGE_COLUMNS,
  sortable: { createdAt: 'm.created_at' } satisfies Record<(typeof MESSAGE_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  tieBreaker: 'm.id',
};

/**
 * One page of a conversation's messages, newest first unless asked otherwise; with `afterId`, only the messages
 * that come after that one in the list's order (time, then id): what a client missed while disconnected.
 */
export async function listMessages(db: Queryable, conversationId: string, page: ListParams, afterId?: string) {
  const where = new SqlWhere();
  const conversation = where.param(conversationId);
  where.and(`m.conversation_id = ${conversation}`);
  if (afterId) {
    where.and(
      `(m.created_at, m.id) > (SELECT a.created_at, a.id FROM messages a WHERE a.id = ${where.param(afterId)} AND a.conversation_id = ${conversation})`,
    );
  }
  return listPage<MessageRow>(db, MESSAGE_LIST, where, page);
}

export async function findMessage(db: Queryable, id: string) {
  const { rows } = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGES_WITH_FILES} WHERE m.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Messages by id, oldest first; without their files (used for deleted messages, which show no image). */
export async function findMessagesWithoutFiles(db: Queryable, ids: string[]) {
  const { rows } = await db.query<MessageRow>(
    `SELECT m.*, NULL::text AS file_path, NULL::text AS file_visibility, NULL::text AS file_name, NULL::integer AS file_size,
            NULL::text AS file_mime_type, NULL::text AS thumbnail_path
     FROM messages m WHERE m.id = ANY($1::text[]) ORDER BY m.created_at`,
    [ids],
  );
  return rows;
}

/** A menu tip's item, or the goal a `notify` line says was reached. */
export interface MessageDetails {
  tipItem?: string;
  goalReached?: { title: string; target: number };
}

/** What a new message holds: its text, tokens of a tip, the files of a photo or file message. */
export interface MessageContent {
  type: 'text' | 'tip' | 'photo' | 'file' | 'notify';
  text: string;
  token?: number;
  /** What the line says beyond its text, shown in the reader's language (messages.mapper.ts). */
  details?: MessageDetails;
  fileId?: string;
  thumbnailFileId?: string;
  /** The conversation's preview text when it differs from `text` (a file sent without a caption). */
  preview?: string;
  /** A chosen id (files stored under the message's id); a new one otherwise. */
  id?: string;
}

/** Stores a message and makes it the conversation's last message; returns the new message id. */
export async function insertMessage(db: Queryable, conversationId: string, sender: AccountRef, content: MessageContent) {
  const id = content.id ?? newId();
  const { rows } = await db.query<{ created_at: Date }>(
    `INSERT INTO messages (id, conversation_id, type, text, sender_source, sender_id, token, file_id, thumbnail_file_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING created_at`,
    [
      id,
      conversationId,
      content.type,
      content.text,
      sender.source,
      sender.id,
      content.token ?? null,
      content.fileId ?? null,
      content.thumbnailFileId ?? null,
      content.details ? JSON.stringify(content.details) : null,
    ],
  );
  await db.query(
    `UPDATE conversations SET last_message = $2, last_sender_source = $3, last_sender_id = $4, last_message_created_at = $5, updated_at = now()
     WHERE id = $1`,
    [conversationId, content.preview ?? content.text, sender.source, sender.id, rows[0].created_at],
  );
  return id;
}

/**
 * Stores a private message (text, photo or file), makes it the conversation's last message and counts it unread
 * for every other participant, in one atomic `unread_count + 1` per row (exact however many sends and reads race);
 * returns the message id and those participants.
 */
export async function insertPrivateMessage(db: Queryable, conversationId: string, sender: AccountRef, content: MessageContent) {
  const id = await insertMessage(db, conversationId, sender, content);
  const recipients = await db.query<{ source: AccountRef['source']; source_id: string }>(
    `UPDATE conversation_participants SET unread_count = unread_count + 1
     WHERE conversation_id = $1 AND NOT (source = $2 AND source_id = $3) RETURNING source, source_id`,
    [conversationId, sender.source, sender.id],
  );
  return { id, recipients: recipients.rows.map((r): AccountRef => ({ source: r.source, id: r.source_id })) };
}

/** Marks one message deleted, its text replaced; false when it already was. */
export async function markMessageDeletedWith(db: Queryable, id: string, text: string) {
  const { rowCount } = await db.query(`UPDATE messages SET is_deleted = true, text = $2, updated_at = now() WHERE id = $1 AND NOT is_deleted`, [
    id,
    text,
  ]);
  return rowCount > 0;
}

/** Marks every message of a conversation deleted with the given text; returns the ids it changed. */
export async function markAllMessagesDeleted(db: Queryable, conversationId: string, text: string) {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE messages SET is_deleted = true, text = $2, updated_at = now() WHERE conversation_id = $1 AND NOT is_deleted RETURNING id`,
    [conversationId, text],
  );
  return rows.map((row) => row.id);
}

/** Replaces the preview text of a conversation (its last message was deleted). */
export async function setLastMessageText(db: Queryable, conversationId: string, text: string) {
  await db.query(`UPDATE conversations SET last_message = $2, updated_at = now() WHERE id = $1`, [conversationId, text]);
}

/**
 * Marks a message deleted (text replaced); the conversation preview follows when it was the last message. A message
 * its recipients had not read yet leaves their unread count; returns the recipients whose count went down.
 * Locks the participant rows before the message, in the same order as a read, so the two never wait on each other.
 */
export async function markMessageDeleted(db: Queryable, message: MessageRow) {
  await db.query(`SELECT 1 FROM conversation_participants WHERE conversation_id = $1 AND NOT (source = $2 AND source_id = $3) FOR UPDATE`, [
    message.conversation_id,
    message.sender_source,
    message.sender_id,
  ]);
  const { rows } = await db.query<{ unread: boolean }>(
    `UPDATE messages m SET is_deleted = true, text = $2, read_at = coalesce(m.read_at, now()), updated_at = now()
     FROM (SELECT id, read_at IS NULL AS unread FROM messages WHERE id = $1 FOR UPDATE) before
     WHERE m.id = before.id RETURNING before.unread`,
    [message.id, OWN_DELETED_TEXT],
  );
  await db.query(
    `UPDATE conversations SET last_message = $2, updated_at = now()
     WHERE id = $1 AND NOT EXISTS (
       SELECT 1 FROM messages n, messages d
       WHERE d.id = $3 AND n.conversation_id = $1 AND (n.created_at, n.id) > (d.created_at, d.id))`,
    // compared in SQL: a JS Date keeps milliseconds, PostgreSQL timestamps keep microseconds
    [message.conversation_id, OWN_DELETED_TEXT, message.id],
  );
  if (!rows[0]?.unread) return [];
  const recipients = await db.query<{ source: AccountRef['source']; source_id: string }>(
    `UPDATE conversation_participants SET unread_count = unread_count - 1
     WHERE conversation_id = $1 AND NOT (source = $2 AND source_id = $3) AND unread_count > 0 RETURNING source, source_id`,
    [message.conversation_id, message.sender_source, message.sender_id],
  );
  return recipients.rows.map((r): AccountRef => ({ source: r.source, id: r.source_id }));
}
