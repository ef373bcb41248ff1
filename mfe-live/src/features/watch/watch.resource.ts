import { api, getPerformerDetails, isNotFound, payload } from '@platform/shared';
import type { Conversation, JoinStreamResponse, PerformerDetails, StreamingStatusResponse } from '@platform/shared/contract';
import { withRefusal } from '../access/refusals';

/** GET /performers/{username}/view — the performer whose room this is (shared with the catalogue's profile through the query cache). */
export function getRoomPerformer(username: string): Promise<PerformerDetails> {
  return getPerformerDetails(username);
}

/** GET /streaming/status/{performerId}; null when the endpoint does not know her (404). */
export async function getStreamingStatus(performerId: string): Promise<StreamingStatusResponse | null> {
  const res = await api.get<StreamingStatusResponse>(`/streaming/status/${encodeURIComponent(performerId)}`, { quiet: true });
  return isNotFound(res) ? null : payload(res);
}

/** GET /conversations/stream/public/{performerId}: the room's public chat; null when there is none yet. */
export async function getPublicConversation(performerId: string): Promise<Conversation | null> {
  const res = await api.get<Conversation>(`/conversations/stream/public/${encodeURIComponent(performerId)}`, { quiet: true });
  return isNotFound(res) ? null : payload(res);
}

/**
 * POST /streaming/join/{performerId} → the media id of her public show, or `streamingStatus` 'private' / 'group'
 * (no id) while she is in such a show; 400 when she is not live, 403 when she blocked the member.
 */
export async function joinPublicShow(performerId: string): Promise<JoinStreamResponse> {
  const call = api.post<JoinStreamResponse>(`/streaming/join/${encodeURIComponent(performerId)}`, undefined, { quiet: true });
  return payload(await withRefusal(call, 'blocked'));
}

export type FavouriteResult = 'ok' | 'missing';

/** POST /favourite/performers/like|unlike {performerId}; 'missing' when the endpoint answers 404. */
export async function setFavourite(performerId: string, like: boolean): Promise<FavouriteResult> {
  const res = await api.post<unknown>(`/favourite/performers/${like ? 'like' : 'unlike'}`, { performerId });
  if (isNotFound(res)) return 'missing';
  payload(res);
  return 'ok';
}
