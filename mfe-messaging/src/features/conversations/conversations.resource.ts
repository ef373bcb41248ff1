import { api, PAGE_SIZES, payload } from '@platform/shared';
import type { Paged, PublicUser } from '@platform/shared/contract';

/** A conversation as GET /conversations lists it (reference: xlive-contract.md "Messaging"). */
export interface Conversation {
  _id: string;
  type: 'private' | 'stream_public' | 'stream_private' | 'stream_group';
  name?: string;
  recipients: Array<{ source: string; sourceId: string }>;
  lastMessage?: string;
  lastSenderId?: string;
  lastMessageCreatedAt?: string;
  streamId?: string;
  performerId?: string;
  recipientInfo?: PublicUser;
  totalNotSeenMessages: number;
  createdAt: string;
}

export const CONVERSATIONS_PAGE_SIZE = PAGE_SIZES.messages;

/** GET /conversations — the signed-in account's conversations, latest activity first. */
export async function listConversations(offset: number, limit: number): Promise<Paged<Conversation>> {
  return payload(
    await api.get<Paged<Conversation>>('/conversations', {
      params: { offset, limit, sortBy: 'lastMessageCreatedAt', sort: 'desc' },
    }),
  );
}

/** GET /messages/total-unread → {total}. */
export async function getTotalUnread(): Promise<number> {
  return payload(await api.get<{ total: number }>('/messages/total-unread')).total;
}
