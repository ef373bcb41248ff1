import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, isApiError, LoadingState, Page } from '@platform/shared';
import { useTexts } from '../../i18n';

interface Props<T> {
  query: UseQueryResult<T>;
  /** What a 404 says ("Video not found") and the link back to the list. */
  notFound: { title: string; description?: string; to: string; label: string };
  children(item: T): ReactNode;
}

/** The page of one catalogue item: loading, not found (with the way back to its list), error with Retry, or the item. */
export function ItemPage<T>({ query, notFound, children }: Props<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <Page>
        {isApiError(query.error) && query.error.statusCode === 404 ? (
          <EmptyState title={notFound.title} description={notFound.description} action={<Link to={notFound.to}>{notFound.label}</Link>} />
        ) : (
          <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  return <>{children(query.data as T)}</>;
}

/**
 * The page at `/<list>/:id`: the item `queryOf(id)` reads, shown by `view`; a 404 says `<list>.notFound` and links
 * back to `/<list>` (`<list>.all`).
 */
export function itemPageOf<T, K extends QueryKey>(
  list: 'videos' | 'galleries',
  queryOf: (id: string) => UseQueryOptions<T, Error, T, K>,
  view: (item: T) => ReactNode,
) {
  return function CatalogueItemPage() {
    const { id = '' } = useParams();
    const { t } = useTexts();
    const query = useQuery(queryOf(id));
    return (
      <ItemPage query={query} notFound={{ title: t(`${list}.notFound`), to: `/${list}`, label: t(`${list}.all`) }}>
        {view}
      </ItemPage>
    );
  };
}
