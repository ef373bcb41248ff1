import { api, payload } from '@platform/shared';
import type { StreamConversationResponse } from '@platform/shared/contract';

/** POST /streaming/private-chat/{performerId} (member). */
export async function requestPrivateShow(performerId: string): Promise<StreamConversationResponse> {
  return payload(await api.post<StreamConversationResponse>(`/streaming/private-chat/${encodeURIComponent(performerId)}`));
}

/** POST /streaming/private-chat/accept/{conversationId} (performer). */
export async function acceptPrivateShow(conversationId: string): Promise<StreamConversationResponse> {
  return payload(await api.post<StreamConversationResponse>(`/streaming/private-chat/accept/${encodeURIComponent(conversationId)}`));
}

/** PUT /streaming/private-chat/reject/{conversationId} (performer). */
export async function rejectPrivateShow(conversationId: string): Promise<void> {
  payload(await api.put<unknown>(`/streaming/private-chat/reject/${encodeURIComponent(conversationId)}`));
}
