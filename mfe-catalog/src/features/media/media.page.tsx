import { Page, PageTitle, PAGE_SIZES } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import type { MediaType } from '@platform/shared/contract';
import { PagedResults } from '../content/paged-results.component';
import { ActressChoice, CategoryChoice, Choice, SearchFilterBar, SortChoice, TagChoice } from '../content/filter-bar.component';
import { useTexts } from '../../i18n';
import { oneOf, TEXT_FILTER, useUrlFilters, type UrlFilterSpec } from '../content/use-url-filters';
import { MediaCard } from './media-card.component';
import { mediaListQuery } from './media.query';
import { DEFAULT_MEDIA_SORT, MEDIA_SORTS, MEDIA_TYPE_OPTIONS, mediaSearchParams, mediaTypeKey, type MediaFilters } from './media.resource';

/** The legacy media service reads 120 items a page. */
export const MEDIA_PAGE_SIZE = PAGE_SIZES.media;

/** ?q=&type=&category=&actress=&tag=&sort=&page=, so the page survives a refresh. */
const FILTERS_IN_ADDRESS: UrlFilterSpec<MediaFilters> = {
  q: TEXT_FILTER,
  type: { initial: '', accepts: oneOf(MEDIA_TYPE_OPTIONS) },
  theme: { initial: '', param: 'category' },
  actress: { initial: '' },
  tag: { initial: '' },
  sort: { initial: DEFAULT_MEDIA_SORT },
};

/** /media: every active video and photo, filtered by type, category, actress, tag and text; each search cached 60 s. */
export function MediaPage() {
  const { t } = useTexts();
  const { filters, page, apply, addressKey } = useUrlFilters(FILTERS_IN_ADDRESS);
  const query = useQuery(mediaListQuery(mediaSearchParams(filters, page, MEDIA_PAGE_SIZE)));

  return (
    <Page>
      <PageTitle>{t('media.title')}</PageTitle>
      <MediaFilterBar key={addressKey} value={filters} onChange={apply} />
      <PagedResults
        query={query}
        label={t('media.title')}
        countKey="media.count"
        empty={{ title: t('media.none'), description: t('filters.tryOther') }}
        page={page}
        pageSize={MEDIA_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(item) => <MediaCard key={item._id} item={item} />}
      />
    </Page>
  );
}

function MediaFilterBar({ value, onChange }: { value: MediaFilters; onChange: (next: Partial<MediaFilters>) => void }) {
  // Actress and tag links from a video lead here, so their names stay selectable before (or without) the lists.
  const { t } = useTexts();
  return (
    <SearchFilterBar searchLabel={t('media.search')} value={value} onChange={onChange}>
      {(change) => (
        <>
          <Choice
            label={t('filters.type')}
            all={t('videos.allTypes')}
            options={MEDIA_TYPE_OPTIONS.map((type) => ({ value: type, label: t(mediaTypeKey(type)) }))}
            value={value.type}
            onChange={(type) => change({ type: type as MediaType | '' })}
          />
          <CategoryChoice value={value.theme} onChange={(theme) => change({ theme })} />
          <ActressChoice keepUnknown value={value.actress} onChange={(actress) => change({ actress })} />
          <TagChoice keepUnknown value={value.tag} onChange={(tag) => change({ tag })} />
          <SortChoice options={MEDIA_SORTS} value={value.sort} onChange={(sort) => change({ sort })} />
        </>
      )}
    </SearchFilterBar>
  );
}
