import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState, Page, Pager, PageTitle } from '@platform/shared';
import type { MediaSearchItem } from '@platform/shared/contract';
import { LockBadge, Muted, PhotoTiles, TileTitle } from '../content/content-ui';
import { CategoryChoice, Choice, SearchFilterBar, SortChoice } from '../content/filter-bar.component';
import { pageWindow, SORT } from '../content/list-query';
import { useTexts } from '../../i18n';
import { CATEGORY_FILTER, oneOf, TEXT_FILTER, useUrlFilters, type UrlFilterSpec } from '../content/use-url-filters';
import { contentKeys } from '../content/content.keys';
import { Lightbox, type LightboxItem } from '../content/lightbox.component';
import { PHOTO_TYPES, searchPhotos, type PhotoSearchParams, type PhotoType } from './photos.resource';

export const PHOTOS_PAGE_SIZE = 24;

interface Filters {
  q: string;
  type: PhotoType;
  theme: string;
  sort: 'createdAt' | 'views';
}

const PHOTO_SORTS = [
  { value: 'createdAt', key: SORT.newest.key },
  { value: 'views', key: SORT.mostViewed.key },
] as const;

const FILTERS_IN_ADDRESS: UrlFilterSpec<Filters> = {
  q: TEXT_FILTER,
  type: { initial: 'PHOTO', accepts: oneOf(PHOTO_TYPES.map((t) => t.value)) },
  theme: CATEGORY_FILTER,
  sort: { initial: 'createdAt', accepts: oneOf(PHOTO_SORTS.map((s) => s.value)) },
};

const isLocked = (photo: MediaSearchItem) => !photo.url;

/**
 * /photos: every active photo. A photo of a gallery opens its gallery (it is sold with it); a single photo opens in
 * the lightbox, full size when free or bought.
 */
export function PhotosPage() {
  const { t } = useTexts();
  const titleOf = (photo: MediaSearchItem, index: number) => photo.title || t('photos.untitled', { n: index + 1 });
  const { filters, page, apply: applyFilters, addressKey } = useUrlFilters(FILTERS_IN_ADDRESS);
  const params: PhotoSearchParams = { category: filters.type, ...pageWindow(page, PHOTOS_PAGE_SIZE), sortBy: filters.sort, sort: 'desc' };
  if (filters.q.trim()) params.search = filters.q.trim();
  if (filters.theme) params.theme = filters.theme;
  const query = useQuery({ queryKey: contentKeys.photoList(params), queryFn: () => searchPhotos(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<number | null>(null);

  // Another page or other filters close the lightbox: its index would point into the old list.
  const apply = (next: Partial<Filters>, nextPage = 1) => {
    setOpen(null);
    applyFilters(next, nextPage);
  };

  const photos = query.data?.data ?? [];
  const single = photos.filter((p) => !p.galleryId);
  const items: LightboxItem[] = single.map((photo, index) => ({
    key: photo._id,
    src: photo.url ?? photo.thumbnail ?? null,
    alt: titleOf(photo, index),
    note: isLocked(photo)
      ? photo.token
        ? t('photos.lockedPrice', { tokens: t('shared:tokens', { count: photo.token }) })
        : t('photos.locked')
      : undefined,
  }));

  return (
    <Page>
      <PageTitle>{t('photos.title')}</PageTitle>
      <SearchFilterBar key={addressKey} searchLabel={t('photos.search')} value={filters} onChange={apply}>
        {(change) => (
          <>
            <Choice
              label={t('filters.type')}
              options={PHOTO_TYPES.map((type) => ({ value: type.value, label: t(`photos.types.${type.value}`) }))}
              value={filters.type}
              onChange={(type) => change({ type: type as PhotoType })}
            />
            <CategoryChoice value={filters.theme} onChange={(theme) => change({ theme })} />
            <SortChoice options={PHOTO_SORTS} value={filters.sort} onChange={(sort) => change({ sort: sort as Filters['sort'] })} />
          </>
        )}
      </SearchFilterBar>
      {!query.data && query.isPending && <LoadingState />}
      {!query.data && query.isError && <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />}
      {query.data && photos.length === 0 && <EmptyState title={t('photos.none')} />}
      {query.data && photos.length > 0 && (
        <section aria-label={t('photos.title')} aria-busy={query.isFetching}>
          <Muted>{t('photos.count', { count: query.data.total })}</Muted>
          <PhotoTiles>
            {photos.map((photo, index) => {
              const label = titleOf(photo, index);
              const picture = photo.thumbnail ? <img src={photo.thumbnail} alt={label} loading="lazy" /> : <span />;
              return (
                <li key={photo._id}>
                  {photo.galleryId ? (
                    <Link to={`/galleries/${photo.galleryId}`} aria-label={t('photos.openGallery', { label })}>
                      {picture}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      aria-label={isLocked(photo) ? t('photos.lockedLabel', { label }) : label}
                      onClick={() => setOpen(single.indexOf(photo))}
                    >
                      {picture}
                      {isLocked(photo) && <LockBadge aria-hidden="true">🔒</LockBadge>}
                    </button>
                  )}
                  <TileTitle aria-hidden="true">{label}</TileTitle>
                </li>
              );
            })}
          </PhotoTiles>
          <Pager page={page} pageSize={PHOTOS_PAGE_SIZE} total={query.data.total} onPage={(p) => apply({}, p)} />
        </section>
      )}
      {open !== null && items.length > 0 && (
        <Lightbox items={items} index={Math.min(open, items.length - 1)} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}
