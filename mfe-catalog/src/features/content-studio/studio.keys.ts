import { contentKeys } from '../content/content.keys';
import type { AssetKind, OwnListParams } from './studio.resource';

/**
 * Query keys of the performer's own content. They sit under `contentKeys.all`, so invalidating that after a
 * change refreshes her lists and the public catalogue lists alike.
 */
export const studioKeys = {
  all: [...contentKeys.all, 'studio'] as const,
  kind: (kind: AssetKind) => [...studioKeys.all, kind] as const,
  list: (kind: AssetKind, params: OwnListParams) => [...studioKeys.kind(kind), 'list', params] as const,
  one: (kind: AssetKind, id: string) => [...studioKeys.kind(kind), 'one', id] as const,
};
