import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@platform/shared/contract';
import { pageFrom } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { ButtonLink, SectionHead, STUDIO_PAGE_SIZE } from './studio-ui';

/** The page of her list the address asks for (?page=2); page 1 has no parameter. */
export function useListPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const setPage = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});
  return { page, setPage };
}

/**
 * One of her lists (videos, photos, galleries, products): the heading with its create action, then the page in
 * its states. A page emptied by a delete moves back to the last page that still has items.
 */
export function OwnList<T>({
  title,
  nouns,
  createTo,
  createLabel,
  emptyText,
  query,
  page,
  onPage,
  card,
}: {
  title: string;
  nouns: [string, string];
  createTo: string;
  createLabel: string;
  emptyText: string;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage(page: number): void;
  card(item: T): ReactNode;
}) {
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE));
  if (query.data && !query.isPlaceholderData && query.data.data.length === 0 && total > 0 && page > lastPage) {
    return <Navigate replace to={{ search: lastPage > 1 ? `?page=${lastPage}` : '' }} />;
  }
  return (
    <section aria-labelledby="studio-list-title">
      <SectionHead>
        <h2 id="studio-list-title">{title}</h2>
        <ButtonLink $primary to={createTo}>
          {createLabel}
        </ButtonLink>
      </SectionHead>
      <PagedResults
        query={query}
        label={`My ${nouns[1]}`}
        nouns={nouns}
        empty={{ title: `No ${nouns[1]} yet`, description: emptyText }}
        page={page}
        pageSize={STUDIO_PAGE_SIZE}
        onPage={onPage}
        card={card}
      />
    </section>
  );
}
