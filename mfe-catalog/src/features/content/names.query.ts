import { queryOptions } from '@tanstack/react-query';
import { api, PAGE_SIZES, payload } from '@platform/shared';
import type { NamedCount, Paged } from '@platform/shared/contract';
import { contentKeys } from './content.keys';

// The names a filter offers (tags, actresses), most used first; they change rarely, so they are kept 10 minutes.

/** GET /tags (limit 100). */
export async function listTags(): Promise<NamedCount[]> {
  return payload(await api.get<Paged<NamedCount>>('/tags', { params: { limit: PAGE_SIZES.tags, offset: 0 } })).data;
}

/** GET /actresses (limit 200): who appears in videos and photos. */
export async function listActresses(): Promise<NamedCount[]> {
  return payload(await api.get<Paged<NamedCount>>('/actresses', { params: { limit: PAGE_SIZES.actresses, offset: 0 } })).data;
}

export const tagsQuery = () => queryOptions({ queryKey: contentKeys.tags(), queryFn: listTags, staleTime: 10 * 60_000 });

export const actressesQuery = () => queryOptions({ queryKey: contentKeys.actresses(), queryFn: listActresses, staleTime: 10 * 60_000 });
