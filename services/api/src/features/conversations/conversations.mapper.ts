import type { Conversation, ConversationRecipient, ConversationType, PublicUser, Role } from '@platform/shared/contract';
import { iso } from '../../core/http';
import { refKey } from '../accounts/public-accounts.repository';

export interface ConversationRow {
  id: string;
  type: ConversationType;
  name: string;
  last_message: string;
  last_sender_source: Role | null;
  last_sender_id: string | null;
  last_message_created_at: Date | null;
  stream_id: string | null;
  performer_id: string | null;
  created_at: Date;
  updated_at: Date;
  recipients: ConversationRecipient[];
  // the caller's participant row
  unread_count: number;
}

/** The other party of a private conversation, seen from `me`. */
export const otherParty = (row: ConversationRow, me: { source: Role; id: string }) =>
  row.recipients.find((r) => !(r.source === me.source && r.sourceId === me.id)) ?? null;

export function toConversation(row: ConversationRow, me: { source: Role; id: string }, accounts: Map<string, PublicUser>): Conversation {
  const other = row.type === 'private' ? otherParty(row, me) : null;
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    recipients: row.recipients,
    lastMessage: row.last_message,
    lastSenderId: row.last_sender_id,
    lastMessageCreatedAt: iso(row.last_message_created_at),
    streamId: row.stream_id,
    performerId: row.performer_id,
    recipientInfo: other ? (accounts.get(refKey(other.source, other.sourceId)) ?? null) : null,
    totalNotSeenMessages: row.unread_count,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}
