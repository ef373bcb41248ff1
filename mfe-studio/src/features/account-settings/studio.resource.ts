import { api, payload } from '@platform/shared';
import type { Studio, UpdateStudioRequest } from '@platform/shared/contract';

/** GET /studio/me — the signed-in studio. */
export async function getStudioProfile(): Promise<Studio> {
  return payload(await api.get<Studio>('/studio/me'));
}

/** PUT /studio/update — answers the updated studio. */
export async function updateStudioProfile(changes: UpdateStudioRequest): Promise<Studio> {
  return payload(await api.put<Studio>('/studio/update', changes));
}
