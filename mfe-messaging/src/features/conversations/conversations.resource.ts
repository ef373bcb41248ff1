import { api, PAGE_SIZES, payload, type UploadOptions } from '@platform/shared';
import type { Conversation, Message, Paged, TotalUnread } from '@platform/shared/contract';

export type { Conversation, Message };

export const CONVERSATIONS_PAGE_SIZE = PAGE_SIZES.messages;
export const MESSAGES_PAGE_SIZE = PAGE_SIZES.messages;

/**
 * GET /conversations (or /conversations/search with `q`) — the signed-in account's conversations, latest
 * activity first.
 */
export async function listConversations(offset: number, limit: number, q = ''): Promise<Paged<Conversation>> {
  const search = q.trim();
  return payload(
    await api.get<Paged<Conversation>>(search ? '/conversations/search' : '/conversations', {
      params: { offset, limit, sortBy: 'lastMessageCreatedAt', sort: 'desc', ...(search ? { q: search } : {}) },
    }),
  );
}

/** GET /conversations/{id}. */
export async function getConversation(id: string): Promise<Conversation> {
  return payload(await api.get<Conversation>(`/conversations/${encodeURIComponent(id)}`));
}

/** GET /messages/conversations/{id} — one page, newest first. */
export async function listMessages(conversationId: string, offset: number, limit: number = MESSAGES_PAGE_SIZE): Promise<Paged<Message>> {
  return payload(
    await api.get<Paged<Message>>(`/messages/conversations/${encodeURIComponent(conversationId)}`, {
      params: { offset, limit, sort: 'desc' },
    }),
  );
}

// Refusals (403 'blocked', 429 'too fast') are shown with the server's own words by the composer.
const refusalsInWords = { forbiddenAsServerError: true } as const;

/** POST /messages/conversations/{id} {text} → the message. */
export async function sendMessage(conversationId: string, text: string): Promise<Message> {
  return payload(await api.post<Message>(`/messages/conversations/${encodeURIComponent(conversationId)}`, { text }, refusalsInWords));
}

/** POST /messages/private/file (multipart: conversationId, file, optional text) → a photo or file message. */
export async function sendFile(conversationId: string, file: File, text: string, options: UploadOptions): Promise<Message> {
  const fields = text.trim() ? { conversationId, text } : { conversationId };
  return payload(await api.upload<Message>('/messages/private/file', { file }, fields, options));
}

/** POST /messages/read-all {conversationId} → the caller's unread total now. */
export async function readAll(conversationId: string): Promise<number> {
  return payload(await api.post<TotalUnread>('/messages/read-all', { conversationId })).total;
}

/** DELETE /messages/{id} → the message, deleted ('Message deleted'). */
export async function deleteMessage(id: string): Promise<Message> {
  return payload(await api.delete<Message>(`/messages/${encodeURIComponent(id)}`, refusalsInWords));
}
