import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState, Page, PageTitle, VIDEO_CATEGORIES } from '@platform/shared';
import type { MediaSearchItem } from '@platform/shared/contract';
import { LockBadge, Muted, PhotoTiles, Pager } from '../content/content-ui';
import { Choice, SearchFilterBar } from '../content/filter-bar.component';
import { pageWindow } from '../content/list-query';
import { oneOf, TEXT_FILTER, useUrlFilters, type UrlFilterSpec } from '../content/use-url-filters';
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
  { value: 'createdAt', label: 'Newest' },
  { value: 'views', label: 'Most viewed' },
] as const;

const FILTERS_IN_ADDRESS: UrlFilterSpec<Filters> = {
  q: TEXT_FILTER,
  type: { initial: 'PHOTO', accepts: oneOf(PHOTO_TYPES.map((t) => t.value)) },
  theme: { initial: '', param: 'category' },
  sort: { initial: 'createdAt', accepts: oneOf(PHOTO_SORTS.map((s) => s.value)) },
};

const titleOf = (photo: MediaSearchItem, index: number) => photo.title || `Photo ${index + 1}`;
const isLocked = (photo: MediaSearchItem) => !photo.url;

/**
 * /photos: every active photo. A photo of a gallery opens its gallery (it is sold with it); a single photo opens in
 * the lightbox, full size when free or bought.
 */
export function PhotosPage() {
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
    note: isLocked(photo) ? `Locked${photo.token ? `: ${photo.token} tokens` : ''}` : undefined,
  }));

  return (
    <Page>
      <PageTitle>Photos</PageTitle>
      <SearchFilterBar key={addressKey} noun="photos" value={filters} onChange={apply}>
        {(change) => (
          <>
            <Choice label="Type" options={PHOTO_TYPES} value={filters.type} onChange={(type) => change({ type: type as PhotoType })} />
            <Choice label="Category" all="All categories" options={VIDEO_CATEGORIES} value={filters.theme} onChange={(theme) => change({ theme })} />
            <Choice label="Sort by" options={PHOTO_SORTS} value={filters.sort} onChange={(sort) => change({ sort: sort as Filters['sort'] })} />
          </>
        )}
      </SearchFilterBar>
      {!query.data && query.isPending && <LoadingState />}
      {!query.data && query.isError && <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />}
      {query.data && photos.length === 0 && <EmptyState title="No photos found" />}
      {query.data && photos.length > 0 && (
        <section aria-label="Photos" aria-busy={query.isFetching}>
          <Muted>
            {query.data.total} {query.data.total === 1 ? 'photo' : 'photos'}
          </Muted>
          <PhotoTiles>
            {photos.map((photo, index) => {
              const label = titleOf(photo, index);
              const picture = photo.thumbnail ? <img src={photo.thumbnail} alt="" loading="lazy" /> : <span />;
              return (
                <li key={photo._id}>
                  {photo.galleryId ? (
                    <Link to={`/galleries/${photo.galleryId}`} aria-label={`${label} (open its gallery)`}>
                      {picture}
                    </Link>
                  ) : (
                    <button type="button" aria-label={`${label}${isLocked(photo) ? ' (locked)' : ''}`} onClick={() => setOpen(single.indexOf(photo))}>
                      {picture}
                      {isLocked(photo) && <LockBadge aria-hidden="true">🔒</LockBadge>}
                    </button>
                  )}
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
