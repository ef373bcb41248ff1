import { api, pagedOrMissing } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';

/** Money paid for tokens (reference: xlive-contract.md "Money"). */
export interface Transaction {
  _id: string;
  paymentGateway: string;
  buyerId: string;
  type: string;
  products: Array<{ name: string; price: number; productType: string; productId: string; quantity: number }>;
  totalPrice: number;
  status: string;
  createdAt: string;
}

export const TRANSACTIONS_PAGE_SIZE = 20;

/** GET /transactions/user/search — `missing` when the endpoint does not exist on this server (404). */
export async function listTransactions(offset: number, limit: number): Promise<Paged<Transaction> & { missing: boolean }> {
  return pagedOrMissing(
    await api.get<Paged<Transaction>>('/transactions/user/search', {
      params: { offset, limit, sortBy: 'createdAt', sort: 'desc' },
    }),
  );
}
