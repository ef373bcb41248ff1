import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, ResponsiveTable } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { AdminPage } from '../../common/admin-page.component';
import { PagedList } from '../../common/paged-list.component';
import { useTexts } from '../../i18n';
import { AccountSearchForm } from './account-search-form.component';
import { accountSearchQuery, EMPTY_SEARCH, type AccountSearch } from './accounts.resource';

/** The search lives in the address (?q=&role=&status=&fromDate=&toDate=&page=): Back from an account returns to it. */
function useSearchInUrl() {
  const [params, setParams] = useSearchParams();
  const search: AccountSearch = {
    q: params.get('q') ?? '',
    role: (params.get('role') ?? '') as Role | '',
    status: (params.get('status') ?? '') as AccountSearch['status'],
    fromDate: params.get('fromDate') ?? '',
    toDate: params.get('toDate') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: AccountSearch, nextPage: number) => {
    const entries = Object.entries({ ...next, page: nextPage > 1 ? String(nextPage) : '' }).filter(([, value]) => value !== '');
    setParams(Object.fromEntries(entries));
  };
  return { search, page, go };
}

/** /admin/accounts: every account of every role, newest first. */
export function AccountsSearchPage() {
  const { t } = useTexts();
  const { search, page, go } = useSearchInUrl();
  const accounts = useQuery(accountSearchQuery(search, page));
  const dirty = JSON.stringify(search) !== JSON.stringify(EMPTY_SEARCH);
  return (
    <AdminPage title={t('sections.accounts')}>
      <AccountSearchForm key={JSON.stringify(search)} value={search} onSearch={(next) => go(next, 1)} />
      <PagedList
        query={accounts}
        label={t('accounts.results')}
        empty={dirty ? t('accounts.noMatch') : t('accounts.none')}
        page={page}
        onPage={(next) => go(search, next)}
      >
        {(items) => (
          <ResponsiveTable
            label={t('accounts.results')}
            head={[t('accounts.username'), t('accounts.role'), t('accounts.email'), t('accounts.status'), t('accounts.registered')]}
            rows={items.map((account) => ({
              key: `${account.role}-${account._id}`,
              cells: [
                <Link key="name" to={`/admin/accounts/${account.role}/${account._id}`}>
                  {account.username}
                </Link>,
                account.staff ? t('roles.admin') : t(`roles.${account.role}`),
                account.email,
                t(`accounts.statuses.${account.status}`),
                formatDate(account.createdAt, 'DD/MM/YYYY'),
              ],
            }))}
          />
        )}
      </PagedList>
    </AdminPage>
  );
}
