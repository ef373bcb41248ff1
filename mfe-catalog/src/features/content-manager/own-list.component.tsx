import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@platform/shared/contract';
import { pageFrom } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import type { AssetKind } from './manager.resource';
import { ButtonLink, SectionHead, STUDIO_PAGE_SIZE } from './manager-ui';
import { useTexts } from '../../i18n';

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
  kind,
  createTo,
  createLabel,
  emptyText,
  query,
  page,
  onPage,
  card,
}: {
  /** Which of her lists: its title, count and empty texts are catalog:manager.lists.<kind>.* and <kind>.count. */
  kind: AssetKind;
  createTo: string;
  createLabel: string;
  emptyText: string;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage(page: number): void;
  card(item: T): ReactNode;
}) {
  const { t } = useTexts();
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE));
  if (query.data && !query.isPlaceholderData && query.data.data.length === 0 && total > 0 && page > lastPage) {
    return <Navigate replace to={{ search: lastPage > 1 ? `?page=${lastPage}` : '' }} />;
  }
  return (
    <section aria-labelledby="manager-list-title">
      <SectionHead>
        <h2 id="manager-list-title">{t(`${kind}.title`)}</h2>
        <ButtonLink $primary to={createTo}>
          {createLabel}
        </ButtonLink>
      </SectionHead>
      <PagedResults
        query={query}
        label={t(`manager.lists.${kind}.mine`)}
        countKey={`${kind}.count`}
        empty={{ title: t(`manager.lists.${kind}.none`), description: emptyText }}
        page={page}
        pageSize={STUDIO_PAGE_SIZE}
        onPage={onPage}
        card={card}
      />
    </section>
  );
}
