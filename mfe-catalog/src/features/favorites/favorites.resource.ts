import { api, payload } from '@platform/shared';
import type { FavouriteStatus, Paged, Performer } from '@platform/shared/contract';

/** GET /favourite/performers: the signed-in member's favourite performers, the latest liked first. */
export async function listFavorites(offset: number, limit: number): Promise<Paged<Performer>> {
  return payload(await api.get<Paged<Performer>>('/favourite/performers', { params: { offset, limit } }));
}

/** POST /favourite/performers/unlike (idempotent). */
export async function unfavorite(performerId: string): Promise<FavouriteStatus> {
  return payload(await api.post<FavouriteStatus>('/favourite/performers/unlike', { performerId }));
}

/** POST /favourite/performers/like (idempotent). */
export async function favorite(performerId: string): Promise<FavouriteStatus> {
  return payload(await api.post<FavouriteStatus>('/favourite/performers/like', { performerId }));
}
