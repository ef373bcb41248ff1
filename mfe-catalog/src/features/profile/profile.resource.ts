import { api, payload } from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';

/** GET /performers/{username}/view — the public details of one performer. */
export async function getPerformerDetails(username: string): Promise<PerformerDetails> {
  return payload(await api.get<PerformerDetails>(`/performers/${encodeURIComponent(username)}/view`));
}
