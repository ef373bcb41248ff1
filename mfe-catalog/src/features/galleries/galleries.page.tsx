import { Page, PageTitle } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { PagedResults } from '../content/paged-results.component';
import { SearchFilterBar, SortChoice, TagChoice } from '../content/filter-bar.component';
import { useTexts } from '../../i18n';
import { TEXT_FILTER, useUrlFilters, type UrlFilterSpec } from '../content/use-url-filters';
import { GalleryCard } from './gallery-card.component';
import { galleryListQuery } from './galleries.query';
import { DEFAULT_GALLERY_SORT, GALLERY_SORTS, gallerySearchParams } from './galleries.resource';

export const GALLERIES_PAGE_SIZE = 12;

interface Filters {
  q: string;
  tag: string;
  sort: string;
}

const FILTERS_IN_ADDRESS: UrlFilterSpec<Filters> = { q: TEXT_FILTER, tag: { initial: '' }, sort: { initial: DEFAULT_GALLERY_SORT } };

/** /galleries: active photo galleries with search, tag and order (kept in the address), 12 a page. */
export function GalleriesPage() {
  const { t } = useTexts();
  const { filters, page, apply, addressKey } = useUrlFilters(FILTERS_IN_ADDRESS);
  const query = useQuery(galleryListQuery(gallerySearchParams(filters, page, GALLERIES_PAGE_SIZE)));

  return (
    <Page>
      <PageTitle>{t('galleries.title')}</PageTitle>
      <SearchFilterBar key={addressKey} searchLabel={t('galleries.search')} value={filters} onChange={apply}>
        {(change) => (
          <>
            <TagChoice value={filters.tag} onChange={(tag) => change({ tag })} />
            <SortChoice options={GALLERY_SORTS} value={filters.sort} onChange={(sort) => change({ sort })} />
          </>
        )}
      </SearchFilterBar>
      <PagedResults
        query={query}
        label={t('galleries.title')}
        countKey="galleries.count"
        empty={{ title: t('galleries.none') }}
        page={page}
        pageSize={GALLERIES_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(gallery) => <GalleryCard key={gallery._id} gallery={gallery} />}
      />
    </Page>
  );
}
