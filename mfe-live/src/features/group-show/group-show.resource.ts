import { api, payload } from '@platform/shared';
import type { StreamConversationResponse } from '@platform/shared/contract';
import { withRefusal } from '../access/refusals';

/** POST /streaming/group-chat (performer starts a group show; 403: her account is not verified). */
export async function startGroupShow(): Promise<StreamConversationResponse> {
  return payload(await withRefusal(api.post<StreamConversationResponse>('/streaming/group-chat', undefined, { quiet: true }), 'unverified'));
}

/** GET /streaming/group-chat/{performerId} (member joins; billed per minute by the server; 403: she has blocked him). */
export async function joinGroupShow(performerId: string): Promise<StreamConversationResponse> {
  const call = api.get<StreamConversationResponse>(`/streaming/group-chat/${encodeURIComponent(performerId)}`, { quiet: true });
  return payload(await withRefusal(call, 'blocked'));
}
