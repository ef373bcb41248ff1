import { api, PAGE_SIZES, payload } from '@platform/shared';
import type { Conversation, Paged } from '@platform/shared/contract';

export type { Conversation };

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
