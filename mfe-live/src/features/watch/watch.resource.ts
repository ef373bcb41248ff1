import { api, payload } from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';

/** GET /performers/{username}/view — the performer whose room this is. */
export async function getRoomPerformer(username: string): Promise<PerformerDetails> {
  return payload(await api.get<PerformerDetails>(`/performers/${encodeURIComponent(username)}/view`));
}
