import { api, payload } from '@platform/shared';
import type { BoughtGallery, BoughtProduct, BoughtVideo, Paged, PurchasedItem } from '@platform/shared/contract';

export const PURCHASES_PAGE_SIZE = 20;
export const BOUGHT_PAGE_SIZE = 12;

/** GET /purchased-items/user/search: every purchase record (content, tips, paid tokens, shows), newest first. */
export async function listPurchasedItems(offset: number, limit: number): Promise<Paged<PurchasedItem>> {
  return payload(
    await api.get<Paged<PurchasedItem>>('/purchased-items/user/search', { params: { offset, limit, sortBy: 'createdAt', sort: 'desc' } }),
  );
}

/** Where a bought item opens in the catalogue; null for what has no page of its own (tips, shows, paid chat, single photos). */
export function purchaseHref(item: Pick<PurchasedItem, 'target' | 'targetId'>): string | null {
  const route = { video: 'videos', gallery: 'galleries', product: 'products' }[item.target as string];
  return route ? `/${route}/${item.targetId}` : null;
}

export interface BoughtKinds {
  videos: BoughtVideo;
  galleries: BoughtGallery;
  products: BoughtProduct;
}
export type BoughtKind = keyof BoughtKinds;
export const BOUGHT_KINDS: BoughtKind[] = ['videos', 'galleries', 'products'];

/** GET /purchased-items/user/{videos|galleries|products}: the content the member owns (isBought=true). */
export async function listBought<K extends BoughtKind>(kind: K, offset: number, limit: number): Promise<Paged<BoughtKinds[K]>> {
  return payload(await api.get<Paged<BoughtKinds[K]>>(`/purchased-items/user/${kind}`, { params: { offset, limit } }));
}
