import { api, getPerformerDetails, isNotFound, payload } from '@platform/shared';
import type { PerformerDetails, StreamingRoomResponse, StreamingStatusResponse } from '@platform/shared/contract';

/** GET /performers/{username}/view — the performer whose room this is (shared with the catalogue's profile through the query cache). */
export function getRoomPerformer(username: string): Promise<PerformerDetails> {
  return getPerformerDetails(username);
}

/** GET /streaming/status/{performerId}; null when the endpoint does not know her (404). */
export async function getStreamingStatus(performerId: string): Promise<StreamingStatusResponse | null> {
  const res = await api.get<StreamingStatusResponse>(`/streaming/status/${encodeURIComponent(performerId)}`, { quiet: true });
  return isNotFound(res) ? null : payload(res);
}

/** GET /streaming/room/{username} → her status, the media id of her public show, whether it is published, the room's public chat. */
export async function readRoom(username: string): Promise<StreamingRoomResponse> {
  return payload(await api.get<StreamingRoomResponse>(`/streaming/room/${encodeURIComponent(username)}`, { quiet: true }));
}

/** A read of the room as a value (its answer, or why it failed): started early and looked at later, never unhandled. */
export type RoomRead = { value: StreamingRoomResponse } | { error: unknown };

export const readRoomSettled = (username: string): Promise<RoomRead> =>
  readRoom(username).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

export type FavouriteResult = 'ok' | 'missing';

/** POST /favourite/performers/like|unlike {performerId}; 'missing' when the endpoint answers 404. */
export async function setFavourite(performerId: string, like: boolean): Promise<FavouriteResult> {
  const res = await api.post<unknown>(`/favourite/performers/${like ? 'like' : 'unlike'}`, { performerId });
  if (isNotFound(res)) return 'missing';
  payload(res);
  return 'ok';
}
