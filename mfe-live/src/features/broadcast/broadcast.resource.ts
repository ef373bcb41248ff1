import { api, payload } from '@platform/shared';
import type { MediaStats, PerformerSelf, StreamConversationResponse, StreamViewers } from '@platform/shared/contract';
import { withRefusal } from '../access/refusals';

/** GET /performers/me — the signed-in performer, including her streaming status and title. */
export async function getOwnProfile(): Promise<PerformerSelf> {
  return payload(await api.get<PerformerSelf>('/performers/me'));
}

/** PUT /performers — saves the title viewers see on her card and in her room. */
export async function saveStreamingTitle(streamingTitle: string): Promise<PerformerSelf> {
  return payload(await api.put<PerformerSelf>('/performers', { streamingTitle }));
}

/** POST /streaming/live → the public conversation, the media stream id of the show and its publish token (403: not verified). */
export async function startLive(title?: string): Promise<StreamConversationResponse> {
  return payload(await withRefusal(api.post<StreamConversationResponse>('/streaming/live', title ? { title } : {}, { quiet: true }), 'unverified'));
}

/** GET /streaming/finish: ends her running show (public, group or private). */
export async function finishStreaming(): Promise<void> {
  payload(await api.get<unknown>('/streaming/finish'));
}

/** GET /streaming/viewers/{streamId}. */
export async function getViewers(streamId: string): Promise<StreamViewers> {
  return payload(await api.get<StreamViewers>(`/streaming/viewers/${encodeURIComponent(streamId)}`));
}

/** GET /streaming/media-stats/{streamId}: her own show as the media server sees it (players connected). */
export async function getMediaStats(streamId: string): Promise<MediaStats> {
  return payload(await api.get<MediaStats>(`/streaming/media-stats/${encodeURIComponent(streamId)}`, { quiet: true }));
}
