import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState, Page, PageTitle, VIDEO_CATEGORIES } from '@platform/shared';
import type { MediaSearchItem } from '@platform/shared/contract';
import { FilterBar, LockBadge, Muted, pageFrom, PhotoTiles, Pager } from '../content/content-ui';
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

const titleOf = (photo: MediaSearchItem, index: number) => photo.title || `Photo ${index + 1}`;
const isLocked = (photo: MediaSearchItem) => !photo.url;

/**
 * /photos: every active photo. A photo of a gallery opens its gallery (it is sold with it); a single photo opens in
 * the lightbox, full size when free or bought.
 */
export function PhotosPage() {
  const [search, setSearch] = useSearchParams();
  const filters: Filters = {
    q: search.get('q') ?? '',
    type: search.get('type') === 'GIF' ? 'GIF' : 'PHOTO',
    theme: search.get('category') ?? '',
    sort: search.get('sort') === 'views' ? 'views' : 'createdAt',
  };
  const page = pageFrom(search.get('page'));
  const params: PhotoSearchParams = {
    category: filters.type,
    limit: PHOTOS_PAGE_SIZE,
    offset: (page - 1) * PHOTOS_PAGE_SIZE,
    sortBy: filters.sort,
    sort: 'desc',
  };
  if (filters.q.trim()) params.search = filters.q.trim();
  if (filters.theme) params.theme = filters.theme;
  const query = useQuery({ queryKey: contentKeys.photoList(params), queryFn: () => searchPhotos(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<number | null>(null);

  const apply = (next: Partial<Filters>, nextPage = 1) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.q.trim()) out.set('q', merged.q.trim());
    if (merged.type !== 'PHOTO') out.set('type', merged.type);
    if (merged.theme) out.set('category', merged.theme);
    if (merged.sort !== 'createdAt') out.set('sort', merged.sort);
    if (nextPage > 1) out.set('page', String(nextPage));
    setOpen(null);
    setSearch(out);
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
      <PhotoFilterBar key={search.toString()} value={filters} onChange={apply} />
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

function PhotoFilterBar({ value, onChange }: { value: Filters; onChange: (next: Partial<Filters>) => void }) {
  const [q, setQ] = useState(value.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };
  return (
    <FilterBar role="search" onSubmit={submit}>
      <input type="search" aria-label="Search photos" placeholder="Search photos" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
      <select aria-label="Type" value={value.type} onChange={(e) => onChange({ q, type: e.target.value as PhotoType })}>
        {PHOTO_TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
      <select aria-label="Category" value={value.theme} onChange={(e) => onChange({ q, theme: e.target.value })}>
        <option value="">All categories</option>
        {VIDEO_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <select aria-label="Sort by" value={value.sort} onChange={(e) => onChange({ q, sort: e.target.value as Filters['sort'] })}>
        <option value="createdAt">Newest</option>
        <option value="views">Most viewed</option>
      </select>
    </FilterBar>
  );
}
