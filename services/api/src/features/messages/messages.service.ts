import type { Message } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { loadPublicAccounts, type AccountRef } from '../accounts/public-accounts.repository';
import { toMessage, type MessageFileUrls, type MessageRow } from './messages.mapper';
import { fieldError } from '../../core/errors';
import { paged } from '../../core/http';
import { findMessage, listMessages } from './messages.repository';

/** The route serving a message's attachment, without the API prefix. */
export const MESSAGE_FILE_ROUTE = '/messages/:id/file';

/** What a message attachment's link is signed for: a message, never a bare file id (core/signed-files). */
export const messageLinkSubject = (messageId: string) => `message-file:${messageId}`;

/**
 * Attachment links for one of the conversation's parties (`/api/messages/{id}/file?viewer=…&expires=…&signature=…`,
 * `&size=thumb` for the WebP preview): signed for that account and expiring like content links; no links without one.
 */
export function messageFileUrls(ctx: AppContext, viewer: AccountRef | null): MessageFileUrls | null {
  if (!viewer) return null;
  const prefix = new URL(ctx.config.publicApiUrl).pathname.replace(/\/$/, '');
  const file = (id: string) => {
    const { query } = ctx.signedFiles.query(messageLinkSubject(id), `${viewer.source}:${viewer.id}`);
    return `${prefix}${MESSAGE_FILE_ROUTE.replace(':id', id)}?${query}`;
  };
  return { file, thumbnail: (id) => `${file(id)}&size=thumb` };
}

/** Rows → contract shape for `viewer` (attachment links are signed for her), with the senders' public forms loaded in one query. */
export async function toMessages(ctx: AppContext, rows: MessageRow[], viewer: AccountRef | null): Promise<Message[]> {
  const accounts = await loadPublicAccounts(
    ctx.db,
    ctx.storage,
    rows.map((r) => ({ source: r.sender_source, id: r.sender_id })),
  );
  const urls = messageFileUrls(ctx, viewer);
  return rows.map((row) => toMessage(row, accounts, urls));
}

/** One stored message (it must exist) in contract shape for `viewer`. */
export async function messageView(ctx: AppContext, id: string, viewer: AccountRef | null): Promise<Message> {
  const [message] = await messageViews(ctx, id, [viewer]);
  return message;
}

/** One stored message (it must exist) in contract shape for each of `viewers`, read once. */
export async function messageViews(ctx: AppContext, id: string, viewers: Array<AccountRef | null>): Promise<Message[]> {
  const row = (await findMessage(ctx.db, id))!;
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, [{ source: row.sender_source, id: row.sender_id }]);
  return viewers.map((viewer) => toMessage(row, accounts, messageFileUrls(ctx, viewer)));
}

/**
 * A page of a conversation's messages; `viewer`: the private conversation's party asking (attachment links are signed
 * for her), null for a show chat (no attachments). `after` (a message of that conversation) keeps only the newer ones.
 */
export async function conversationMessages(
  ctx: AppContext,
  conversationId: string,
  viewer: AccountRef | null,
  { after, ...page }: Parameters<typeof listMessages>[2] & { after?: string },
) {
  if (after && (await findMessage(ctx.db, after))?.conversation_id !== conversationId) {
    throw fieldError('after', 'isMessageOfConversation', 'after must be a message of this conversation');
  }
  const { rows, total } = await listMessages(ctx.db, conversationId, page, after);
  return paged(await toMessages(ctx, rows, viewer), total);
}
