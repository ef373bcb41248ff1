import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { AccountStatus, AdminAccount, AdminAccountDetails, Paged, Role } from '@platform/shared/contract';
import { offsetOf, PAGE_SIZE } from '../../common/paging';

export type AccountSearch = {
  q: string;
  role: Role | '';
  status: AccountStatus | '';
  fromDate: string;
  toDate: string;
};

export const EMPTY_SEARCH: AccountSearch = { q: '', role: '', status: '', fromDate: '', toDate: '' };

export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  search: (search: AccountSearch, page: number) => [...accountKeys.all, 'search', search, page] as const,
  details: (role: Role, id: string) => [...accountKeys.all, 'details', role, id] as const,
};

/** GET /admin/accounts: every account, newest first; empty filters are left out. */
export async function searchAccounts(search: AccountSearch, page: number): Promise<Paged<AdminAccount>> {
  const filters = Object.fromEntries(Object.entries(search).filter(([, value]) => value.trim() !== ''));
  return payload(await api.get<Paged<AdminAccount>>('/admin/accounts', { params: { ...filters, limit: PAGE_SIZE, offset: offsetOf(page) } }));
}

export const accountSearchQuery = (search: AccountSearch, page: number) =>
  queryOptions({ queryKey: accountKeys.search(search, page), queryFn: () => searchAccounts(search, page), placeholderData: keepPreviousData });

export async function getAccount(role: Role, id: string): Promise<AdminAccountDetails> {
  return payload(await api.get<AdminAccountDetails>(`/admin/accounts/${role}/${id}`));
}

export const accountQuery = (role: Role, id: string) =>
  queryOptions({ queryKey: accountKeys.details(role, id), queryFn: () => getAccount(role, id), staleTime: 0 });

const accountPath = (account: Pick<AdminAccount, 'role' | '_id'>) => `/admin/accounts/${account.role}/${account._id}`;

export async function suspend(account: AdminAccount, reason: string) {
  return payload(await api.post<AdminAccount>(`${accountPath(account)}/suspend`, { reason }));
}

export async function reactivate(account: AdminAccount, reason: string) {
  return payload(await api.post<AdminAccount>(`${accountPath(account)}/reactivate`, { reason }));
}

export async function signOutEverywhere(account: AdminAccount) {
  return payload(await api.post<AdminAccount>(`${accountPath(account)}/sign-out-everywhere`));
}

export async function resetTwoFactor(account: AdminAccount) {
  return payload(await api.post<{ reset: boolean }>(`/admin/accounts/${account._id}/two-factor/reset`));
}
