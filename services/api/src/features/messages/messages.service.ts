import type { Message } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { loadPublicAccounts } from '../conversations/public-accounts.repository';
import { toMessage, type MessageRow } from './messages.mapper';
import { findMessage } from './messages.repository';

/** Rows → contract shape, with the senders' public forms loaded in one query. */
export async function toMessages(ctx: AppContext, rows: MessageRow[]): Promise<Message[]> {
  const accounts = await loadPublicAccounts(
    ctx.db,
    ctx.storage,
    rows.map((r) => ({ source: r.sender_source, id: r.sender_id })),
  );
  return rows.map((row) => toMessage(row, accounts, (path) => ctx.storage.url(path)));
}

/** One stored message in contract shape (it must exist). */
export async function messageView(ctx: AppContext, id: string): Promise<Message> {
  const [message] = await toMessages(ctx, [(await findMessage(ctx.db, id))!]);
  return message;
}
