import { contentKeys } from '../content/content.keys';
import type { AssetKind, OwnListParams } from './manager.resource';

/**
 * Query keys of the performer's own content. They sit under `contentKeys.all`, so invalidating that after a
 * change refreshes her lists and the public catalogue lists alike.
 */
export const managerKeys = {
  all: [...contentKeys.all, 'manager'] as const,
  kind: (kind: AssetKind) => [...managerKeys.all, kind] as const,
  list: (kind: AssetKind, params: OwnListParams) => [...managerKeys.kind(kind), 'list', params] as const,
  one: (kind: AssetKind, id: string) => [...managerKeys.kind(kind), 'one', id] as const,
};
