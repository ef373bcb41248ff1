import { api, pagedOrMissing } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';

/** A token package (reference: xlive-contract.md "Money"); `price` is money, `tokens` what it buys. */
export interface TokenPackage {
  _id: string;
  name: string;
  description: string;
  ordering: number;
  price: number;
  tokens: number;
  isActive: boolean;
}

/** GET /package/token/search — `missing` when the server has no token shop (404). */
export async function listTokenPackages(): Promise<{ packages: TokenPackage[]; missing: boolean }> {
  const page = pagedOrMissing(
    await api.get<Paged<TokenPackage>>('/package/token/search', {
      params: { limit: 100, offset: 0, sortBy: 'ordering', sort: 'asc' },
    }),
  );
  return { packages: page.data, missing: page.missing };
}
