import type { ComponentType, ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Page, PageTitle } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { SearchFilterBar } from '../features/content/filter-bar.component';
import { PagedResults } from '../features/content/paged-results.component';
import { useUrlFilters, type UrlFilterSpec } from '../features/content/use-url-filters';
import { useTexts } from '../i18n';

type Filters<F> = { q: string } & { [K in keyof F]: string };
type Change<F> = (next: Partial<F>) => void;

/** Where a public catalogue list comes from: its filters in the address, its page size and its query. */
export interface CatalogueList<F, T, K extends QueryKey> {
  /** Its title, search, count and empty texts are catalog:<kind>.title, .search, .count and .none. */
  kind: 'videos' | 'media' | 'products' | 'galleries';
  filtersInAddress: UrlFilterSpec<F & Filters<F>>;
  pageSize: number;
  query(filters: F, page: number): UseQueryOptions<Paged<T>, Error, Paged<T>, K>;
}

/** A list of `kind` asked for with `searchParams(filters, page, pageSize)` through `listQuery`. */
export function catalogueList<F extends Filters<F>, P, T, K extends QueryKey>(
  kind: CatalogueList<F, T, K>['kind'],
  filtersInAddress: UrlFilterSpec<F>,
  pageSize: number,
  searchParams: (filters: F, page: number, pageSize: number) => P,
  listQuery: (params: P) => UseQueryOptions<Paged<T>, Error, Paged<T>, K>,
): CatalogueList<F, T, K> {
  return {
    kind,
    filtersInAddress,
    pageSize,
    query: (filters, page) => listQuery(searchParams(filters, page, pageSize)),
  };
}

/**
 * A public catalogue list page: the title, the search with the kind's own `Choices`, an optional `notice`, then one
 * page of cards in its states. The filters and page are kept in the address.
 */
export function CatalogueListPage<F extends Filters<F>, T, K extends QueryKey>({
  list,
  Choices,
  notice,
  card,
}: {
  list: CatalogueList<F, T, K>;
  Choices: ComponentType<{ value: F; change: Change<F> }>;
  notice?(filters: F, items: T[] | undefined, apply: Change<F>): ReactNode;
  card(item: T): ReactNode;
}) {
  const { t } = useTexts();
  const { filters, page, apply, addressKey } = useUrlFilters(list.filtersInAddress);
  const query = useQuery(list.query(filters, page));
  // The galleries' empty list does not suggest other filters: it has only a tag and the order.
  const emptyHint = list.kind === 'galleries' ? undefined : t('filters.tryOther');
  return (
    <Page>
      <PageTitle>{t(`${list.kind}.title`)}</PageTitle>
      <SearchFilterBar key={addressKey} searchLabel={t(`${list.kind}.search`)} value={filters} onChange={(next) => apply(next)}>
        {(change) => <Choices value={filters} change={change} />}
      </SearchFilterBar>
      {notice?.(filters, query.data?.data, (next) => apply(next))}
      <PagedResults
        query={query}
        label={t(`${list.kind}.title`)}
        countKey={`${list.kind}.count`}
        empty={{ title: t(`${list.kind}.none`), description: emptyHint }}
        page={page}
        pageSize={list.pageSize}
        onPage={(p) => apply({}, p)}
        card={card}
      />
    </Page>
  );
}
