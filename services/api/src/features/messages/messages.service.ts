import type { Message } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { loadPublicAccounts } from '../conversations/public-accounts.repository';
import { toMessage, type MessageFileUrls, type MessageRow } from './messages.mapper';
import { fieldError } from '../../core/errors';
import { paged } from '../../core/http';
import { findMessage, listMessages } from './messages.repository';

/** The route serving a message's attachment, without the API prefix. */
export const MESSAGE_FILE_ROUTE = '/messages/:id/file';

/** Attachment URLs through the public API prefix (`/api/messages/{id}/file`, `?size=thumb` for the WebP preview). */
export function messageFileUrls(ctx: AppContext): MessageFileUrls {
  const prefix = new URL(ctx.config.publicApiUrl).pathname.replace(/\/$/, '');
  const file = (id: string) => `${prefix}${MESSAGE_FILE_ROUTE.replace(':id', id)}`;
  return { file, thumbnail: (id) => `${file(id)}?size=thumb` };
}

/** Rows → contract shape, with the senders' public forms loaded in one query. */
export async function toMessages(ctx: AppContext, rows: MessageRow[]): Promise<Message[]> {
  const accounts = await loadPublicAccounts(
    ctx.db,
    ctx.storage,
    rows.map((r) => ({ source: r.sender_source, id: r.sender_id })),
  );
  const urls = messageFileUrls(ctx);
  return rows.map((row) => toMessage(row, accounts, urls));
}

/** One stored message in contract shape (it must exist). */
export async function messageView(ctx: AppContext, id: string): Promise<Message> {
  const [message] = await toMessages(ctx, [(await findMessage(ctx.db, id))!]);
  return message;
}

/** A page of a conversation's messages; `after` (a message of that conversation) keeps only the newer ones. */
export async function conversationMessages(
  ctx: AppContext,
  conversationId: string,
  { after, ...page }: Parameters<typeof listMessages>[2] & { after?: string },
) {
  if (after && (await findMessage(ctx.db, after))?.conversation_id !== conversationId) {
    throw fieldError('after', 'isMessageOfConversation', 'after must be a message of this conversation');
  }
  const { rows, total } = await listMessages(ctx.db, conversationId, page, after);
  return paged(await toMessages(ctx, rows), total);
}
