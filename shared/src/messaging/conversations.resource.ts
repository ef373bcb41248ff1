import type { Conversation, CreateConversationRequest } from '../contract';
import { api } from '../api/client';
import { payload } from '../api/envelope';

/** The messaging remote's page of one conversation (a remote links there; it never imports mfe-messaging). */
export const conversationPath = (conversationId: string): string => `/account/messages/${encodeURIComponent(conversationId)}`;

/** GET /messages/total-unread → the signed-in account's unread messages (the header's badge). */
export async function getTotalUnread(): Promise<number> {
  return payload(await api.get<{ total: number }>('/messages/total-unread')).total;
}

/** The messaging remote's conversation list. */
export const MESSAGES_PATH = '/account/messages';

/**
 * POST /conversations {source, sourceId}: finds or creates the private conversation with that account.
 * A refusal (403, e.g. 'This performer has blocked you') is thrown with the server's own message and no toast.
 */
export async function openConversation(body: CreateConversationRequest): Promise<Conversation> {
  return payload(await api.post<Conversation>('/conversations', body, { forbiddenAsServerError: true }));
}
