import { api, isNotFound, PAGE_SIZES, payload } from '@platform/shared';
import type { Message, Paged } from '@platform/shared/contract';
import { withRefusal } from '../access/refusals';

/** Public room chat, or the chat of a private / group show. */
export type ChatKind = 'public' | 'private' | 'group';

const byTime = (a: Message, b: Message) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** The API's cap on one page of messages: a catch-up after a reconnect asks for at most this many. */
const MISSED_MESSAGES_LIMIT = 200;

const pathOf = (kind: ChatKind, conversationId: string) =>
  kind === 'public' ? `/messages/conversations/public/${conversationId}` : `/messages/conversations/${conversationId}`;

/** GET /messages/conversations/public/{id} (public) or /messages/conversations/{id}: the latest page, oldest first. */
export async function loadStreamMessages(kind: ChatKind, conversationId: string): Promise<Message[]> {
  return loadPage(pathOf(kind, conversationId), { offset: 0, limit: PAGE_SIZES.messages, sort: 'desc' });
}

/**
 * What the chat missed while the socket was away: the messages after `lastId` (the newest 200 of them), oldest
 * first. Without a `lastId`, or when the server no longer knows it (400), the latest page stands in.
 */
export async function loadMissedStreamMessages(kind: ChatKind, conversationId: string, lastId: string | null): Promise<Message[]> {
  if (!lastId) return loadStreamMessages(kind, conversationId);
  try {
    return await loadPage(pathOf(kind, conversationId), { after: lastId, offset: 0, limit: MISSED_MESSAGES_LIMIT, sort: 'desc' });
  } catch {
    return loadStreamMessages(kind, conversationId);
  }
}

async function loadPage(path: string, params: Record<string, unknown>): Promise<Message[]> {
  const page = payload(await api.get<Paged<Message> | Message[]>(path, { params }));
  const items = Array.isArray(page) ? page : (page?.data ?? []);
  return [...items].sort(byTime);
}

/** POST /messages/stream/public/conversations/{id} (public) or /messages/stream/conversations/{id}; 403: the performer blocked the sender. */
export async function sendStreamMessage(kind: ChatKind, conversationId: string, text: string): Promise<Message> {
  const path = kind === 'public' ? `/messages/stream/public/conversations/${conversationId}` : `/messages/stream/conversations/${conversationId}`;
  return payload(await withRefusal(api.post<Message>(path, { text }, { quiet: true }), 'blocked'));
}

/** DELETE /messages/{id}: the deleted message, or null when the server no longer has it (404). */
export async function deleteMessageCall(messageId: string): Promise<Message | null> {
  const res = await api.delete<Message>(`/messages/${encodeURIComponent(messageId)}`);
  if (isNotFound(res)) return null;
  return payload(res);
}
