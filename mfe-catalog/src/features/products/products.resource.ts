import { api, payload } from '@platform/shared';
import type { DownloadLink, Paged, Product, ProductType } from '@platform/shared/contract';
import { pageWindow, SORT, sortParams } from '../content/list-query';

export const PRODUCT_TYPES = ['digital', 'physical'] as const satisfies readonly ProductType[];

/** Orders the product list offers: `sortBy:sort` of GET /user/performer-assets/products/search. */
export const PRODUCT_SORTS = [SORT.newest, SORT.oldest, SORT.cheapest, SORT.dearest, SORT.nameAz] as const;
export const DEFAULT_PRODUCT_SORT = PRODUCT_SORTS[0].value;

export interface ProductFilters {
  q: string;
  type: ProductType | '';
  /** A performer's id: her products only. */
  performerId: string;
  sort: string;
}

export interface ProductSearchParams {
  limit: number;
  offset: number;
  sortBy: string;
  sort: 'asc' | 'desc';
  q?: string;
  type?: ProductType;
  performerId?: string;
}

/** The API takes a performer id only as 24 hex digits (anything else would answer 400). */
export const isObjectId = (value: string | null | undefined): value is string => !!value && /^[0-9a-f]{24}$/.test(value);

/** The query of one page for the filters; empty filters are left out. */
export function productSearchParams(filters: ProductFilters, page: number, pageSize: number): ProductSearchParams {
  const params: ProductSearchParams = { ...pageWindow(page, pageSize), ...sortParams(PRODUCT_SORTS, filters.sort) };
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.type) params.type = filters.type;
  if (isObjectId(filters.performerId)) params.performerId = filters.performerId;
  return params;
}

/** GET /user/performer-assets/products/search: active products, `isBought` for the signed-in member. */
export async function searchProducts(params: ProductSearchParams): Promise<Paged<Product>> {
  return payload(await api.get<Paged<Product>>('/user/performer-assets/products/search', { params: { ...params } }));
}

/** GET /user/performer-assets/products/{id}/view: one active product (or one the member bought); 404 otherwise. */
export async function findProduct(id: string): Promise<Product> {
  return payload(await api.get<Product>(`/user/performer-assets/products/${encodeURIComponent(id)}/view`));
}

/** GET /user/performer-assets/products/{id}/download-link: a signed, short-lived link for a buyer of a digital product. */
export async function getDownloadLink(id: string): Promise<DownloadLink> {
  return payload(await api.get<DownloadLink>(`/user/performer-assets/products/${encodeURIComponent(id)}/download-link`));
}
