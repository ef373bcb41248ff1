import { getBanners } from '@platform/shared';
import type { Banner } from '@platform/shared/contract';

/** GET /banners/search — the active banners shown above the home grid. */
export async function searchBanners(): Promise<Banner[]> {
  const page = await getBanners({ status: 'active', limit: 10, offset: 0 });
  return page.data;
}
