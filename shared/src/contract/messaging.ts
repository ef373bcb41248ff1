import type { Role } from './auth';
import type { PublicUser } from './profiles';

export type ConversationType = 'private' | 'stream_public' | 'stream_private' | 'stream_group';

export interface ConversationRecipient {
  source: Role;
  sourceId: string;
}

/** Reference: xlive-contract.md "Messaging". */
export interface Conversation {
  _id: string;
  type: ConversationType;
  name: string;
  recipients: ConversationRecipient[];
  lastMessage: string;
  lastSenderId: string | null;
  lastMessageCreatedAt: string | null;
  streamId: string | null;
  performerId: string | null;
  /** The other party (private conversations), public form. */
  recipientInfo: PublicUser | null;
  /** The caller's unread messages in this conversation. */
  totalNotSeenMessages: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /conversations: find or create the private conversation with that account. */
export interface CreateConversationRequest {
  source: Role;
  sourceId: string;
}

export type MessageType = 'text' | 'photo' | 'tip' | 'notify';

export interface Message {
  _id: string;
  conversationId: string;
  type: MessageType;
  text: string;
  senderId: string;
  senderSource: Role;
  senderInfo: PublicUser | null;
  imageUrl?: string;
  /** Tokens of a tip message. */
  token?: number;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /messages/conversations/{id}. */
export interface SendMessageRequest {
  text: string;
}

/** POST /messages/read-all. */
export interface ReadAllMessagesRequest {
  conversationId: string;
  recipientId?: string;
}

/** GET /messages/total-unread, POST /messages/read-all, socket `nofify_read_messages_in_conversation`. */
export interface TotalUnread {
  total: number;
}

export interface MessageListQuery {
  offset?: number;
  limit?: number;
  sort?: 'asc' | 'desc';
}
