import { api, payload } from '@platform/shared';
import type { PerformerSelf } from '@platform/shared/contract';

/** GET /performers/me — the signed-in performer, including her streaming status and title. */
export async function getOwnProfile(): Promise<PerformerSelf> {
  return payload(await api.get<PerformerSelf>('/performers/me'));
}

/** PUT /performers — saves the title viewers see on her card and in her room. */
export async function saveStreamingTitle(streamingTitle: string): Promise<PerformerSelf> {
  return payload(await api.put<PerformerSelf>('/performers', { streamingTitle }));
}
