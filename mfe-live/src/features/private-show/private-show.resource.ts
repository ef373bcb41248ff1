import { api, payload } from '@platform/shared';
import type { SpyShowResponse, StreamConversationResponse } from '@platform/shared/contract';
import { withRefusal } from '../access/refusals';

/** POST /streaming/private-chat/{performerId} (member; 403: she has blocked him). */
export async function requestPrivateShow(performerId: string): Promise<StreamConversationResponse> {
  const call = api.post<StreamConversationResponse>(`/streaming/private-chat/${encodeURIComponent(performerId)}`, undefined, { quiet: true });
  return payload(await withRefusal(call, 'blocked'));
}

/** POST /streaming/private-chat/accept/{conversationId} (performer). */
export async function acceptPrivateShow(conversationId: string): Promise<StreamConversationResponse> {
  return payload(await api.post<StreamConversationResponse>(`/streaming/private-chat/accept/${encodeURIComponent(conversationId)}`));
}

/** PUT /streaming/private-chat/reject/{conversationId} (performer). */
export async function rejectPrivateShow(conversationId: string): Promise<void> {
  payload(await api.put<unknown>(`/streaming/private-chat/reject/${encodeURIComponent(conversationId)}`));
}

/** POST /streaming/spy/{performerId} (member watches her private show silently; billed per minute by the server; 403: she has blocked him). */
export async function spyOnPrivateShow(performerId: string): Promise<Pick<SpyShowResponse, 'conversationId' | 'sessionId'>> {
  const call = api.post<SpyShowResponse>(`/streaming/spy/${encodeURIComponent(performerId)}`, undefined, { quiet: true });
  const { conversationId, sessionId } = payload(await withRefusal(call, 'blocked'));
  return { conversationId, sessionId };
}
