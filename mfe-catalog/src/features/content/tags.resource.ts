import { api, payload } from '@platform/shared';
import type { NamedCount, Paged } from '@platform/shared/contract';

/** GET /tags (limit 100, most used first): the tags a filter can offer. */
export async function listTags(): Promise<NamedCount[]> {
  return payload(await api.get<Paged<NamedCount>>('/tags', { params: { limit: 100, offset: 0 } })).data;
}
