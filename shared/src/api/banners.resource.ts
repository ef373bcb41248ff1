import type { Banner, Paged } from '../contract';
import { api } from './client';

export interface BannerQuery {
  position?: Banner['position'];
  status?: Banner['status'];
  limit?: number;
  offset?: number;
}

/** GET /banners/search. */
export async function getBanners(query: BannerQuery = {}): Promise<Paged<Banner>> {
  const res = await api.get<Paged<Banner>>('/banners/search', { params: { ...query } });
  return res.data ?? { data: [], total: 0 };
}
