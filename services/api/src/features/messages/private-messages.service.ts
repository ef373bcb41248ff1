import { conversationRoom, messageCreatedEvent, messageDeletedEvent, MESSAGING_EVENTS } from '@platform/shared/contract';
import type { Message, TotalUnread } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import type { ConversationAccessRow } from '../conversations/conversations.repository';
import { totalUnread } from '../conversations/conversations.repository';
import { assertMayWrite } from '../conversations/messaging-policy';
import type { AccountRef } from '../accounts/public-accounts.repository';
import { insertPrivateMessage, type MessageContent } from './messages.repository';
import { accountRoom } from '../../realtime/realtime';
import { messageViews } from './messages.service';

type Conversation = Pick<ConversationAccessRow, 'id' | 'type' | 'recipients'>;

const participantsOf = (conversation: Conversation): AccountRef[] => conversation.recipients.map((r) => ({ source: r.source, id: r.sourceId }));
const isSame = (a: AccountRef, b: AccountRef) => a.source === b.source && a.id === b.id;

/**
 * The caller may write in this conversation (she takes part in it already): it is a private conversation and she
 * may write to every other party (messaging-policy: roles, suspension, blocks).
 */
export async function assertMayWriteIn(db: Queryable, me: AccountRef, conversation: Conversation, country: string | null) {
  if (conversation.type !== 'private') throw badRequest('Only private conversations take messages here; a show chat has its own routes');
  for (const other of participantsOf(conversation).filter((party) => !isSame(party, me))) await assertMayWrite(db, me, other, country);
}

// Per app and account, the unread push running now: pushes of one account run one after the other, so the last
// one starts after every send or read committed before it and the tabs always end on the true total, however many
// sends and reads race (on one API process; across processes each push still reads a committed total).
const pushQueues = new WeakMap<AppContext, Map<string, Promise<unknown>>>();

/** The account's unread total, pushed to all its tabs (with the conversation just read, after a read); answers it. */
export function pushUnreadTotal(ctx: AppContext, account: AccountRef, conversationId?: string): Promise<TotalUnread> {
  const queues = pushQueues.get(ctx) ?? new Map<string, Promise<unknown>>();
  pushQueues.set(ctx, queues);
  const key = `${account.source}:${account.id}`;
  const push = async () => {
    const payload: TotalUnread = { total: await totalUnread(ctx.db, account) };
    if (conversationId) payload.conversationId = conversationId;
    ctx.realtime.emitToAccount(account.source, account.id, MESSAGING_EVENTS.unread, payload);
    return payload;
  };
  const next = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(push);
  queues.set(key, next);
  void next.finally(() => queues.get(key) === next && queues.delete(key)).catch(() => undefined);
  return next;
}

/**
 * Stores a private message and delivers it: to the conversation's room, to every tab of every participant (the
 * sender's other tabs too) and each recipient's new unread total. `build` gets the transaction and the message's
 * id, so files stored for the message are recorded in the same transaction.
 */
export async function sendPrivateMessage(
  ctx: AppContext,
  conversation: Conversation,
  sender: AccountRef,
  build: (tx: Queryable, messageId: string) => Promise<MessageContent> | MessageContent,
): Promise<Message> {
  const { id, recipients } = await ctx.db.transaction(async (tx) => {
    const messageId = newId();
    const content = await build(tx, messageId);
    return insertPrivateMessage(tx, conversation.id, sender, { ...content, id: messageId });
  });
  // each party gets the message with attachment links signed for her: in the conversation's room (only the two
  // parties join it) to her sockets alone, and to every tab of hers
  const room = conversationRoom(conversation.type, conversation.id);
  const parties = participantsOf(conversation);
  const views = await messageViews(ctx, id, [sender, ...parties]);
  parties.forEach((party, i) => {
    const others = parties.filter((other) => !isSame(other, party)).map((other) => accountRoom(other.source, other.id));
    ctx.realtime.emitToRoomExcept(room, others, messageCreatedEvent(conversation.id), views[i + 1]);
    ctx.realtime.emitToAccount(party.source, party.id, MESSAGING_EVENTS.created, views[i + 1]);
  });
  await Promise.all(recipients.map((recipient) => pushUnreadTotal(ctx, recipient)));
  return views[0];
}

/** A deleted private message goes to the conversation's room and to every tab of every participant. */
export function deliverDeletedMessage(ctx: AppContext, conversation: Conversation, message: Message) {
  ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), messageDeletedEvent(conversation.id), message);
  for (const party of participantsOf(conversation)) ctx.realtime.emitToAccount(party.source, party.id, MESSAGING_EVENTS.deleted, message);
}
