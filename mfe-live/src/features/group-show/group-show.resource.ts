import { api, payload } from '@platform/shared';
import type { StreamConversationResponse } from '@platform/shared/contract';

/** POST /streaming/group-chat (performer starts a group show). */
export async function startGroupShow(): Promise<StreamConversationResponse> {
  return payload(await api.post<StreamConversationResponse>('/streaming/group-chat'));
}

/** GET /streaming/group-chat/{performerId} (member joins; billed per minute by the server). */
export async function joinGroupShow(performerId: string): Promise<StreamConversationResponse> {
  return payload(await api.get<StreamConversationResponse>(`/streaming/group-chat/${encodeURIComponent(performerId)}`));
}
