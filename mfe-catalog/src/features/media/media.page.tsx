import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Page, PageTitle, PAGE_SIZES, VIDEO_CATEGORIES } from '@platform/shared';
import type { MediaType } from '@platform/shared/contract';
import { FilterBar, pageFrom } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { actressesQuery, tagsQuery } from '../content/names.query';
import { MediaCard } from './media-card.component';
import { mediaListQuery } from './media.query';
import { DEFAULT_MEDIA_SORT, MEDIA_SORTS, MEDIA_TYPE_LABEL, MEDIA_TYPE_OPTIONS, mediaSearchParams, type MediaFilters } from './media.resource';

/** The legacy media service reads 120 items a page. */
export const MEDIA_PAGE_SIZE = PAGE_SIZES.media;

/** Filters live in the address (?q=&type=&category=&actress=&tag=&sort=&page=), so the page survives a refresh. */
function filtersFrom(search: URLSearchParams): MediaFilters {
  const type = search.get('type') ?? '';
  return {
    q: search.get('q') ?? '',
    type: (MEDIA_TYPE_OPTIONS as readonly string[]).includes(type) ? (type as MediaType) : '',
    theme: search.get('category') ?? '',
    actress: search.get('actress') ?? '',
    tag: search.get('tag') ?? '',
    sort: search.get('sort') ?? DEFAULT_MEDIA_SORT,
  };
}

/** /media: every active video and photo, filtered by type, category, actress, tag and text; each search cached 60 s. */
export function MediaPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const page = pageFrom(search.get('page'));
  const query = useQuery(mediaListQuery(mediaSearchParams(filters, page, MEDIA_PAGE_SIZE)));

  const apply = (next: Partial<MediaFilters>, nextPage = 1) => {
    const merged = { ...filters, ...next };
    const params = new URLSearchParams();
    if (merged.q.trim()) params.set('q', merged.q.trim());
    if (merged.type) params.set('type', merged.type);
    if (merged.theme) params.set('category', merged.theme);
    if (merged.actress) params.set('actress', merged.actress);
    if (merged.tag) params.set('tag', merged.tag);
    if (merged.sort !== DEFAULT_MEDIA_SORT) params.set('sort', merged.sort);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  return (
    <Page>
      <PageTitle>Media</PageTitle>
      <MediaFilterBar key={search.toString()} value={filters} onChange={apply} />
      <PagedResults
        query={query}
        label="Media"
        nouns={['item', 'items']}
        empty={{ title: 'No media found', description: 'Try other filters.' }}
        page={page}
        pageSize={MEDIA_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(item) => <MediaCard key={item._id} item={item} />}
      />
    </Page>
  );
}

function MediaFilterBar({ value, onChange }: { value: MediaFilters; onChange: (next: Partial<MediaFilters>) => void }) {
  const [q, setQ] = useState(value.q);
  const tags = useQuery(tagsQuery());
  const actresses = useQuery(actressesQuery());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };
  // A name from the address that the list does not (yet) offer stays selectable.
  const actressNames = actresses.data?.map((a) => a.name) ?? [];
  if (value.actress && !actressNames.includes(value.actress)) actressNames.unshift(value.actress);
  return (
    <FilterBar role="search" onSubmit={submit}>
      <input type="search" aria-label="Search media" placeholder="Search media" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
      <select aria-label="Type" value={value.type} onChange={(e) => onChange({ q, type: e.target.value as MediaType | '' })}>
        <option value="">All types</option>
        {MEDIA_TYPE_OPTIONS.map((t) => (
          <option key={t} value={t}>
            {MEDIA_TYPE_LABEL[t]}
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
      <select aria-label="Actress" value={value.actress} onChange={(e) => onChange({ q, actress: e.target.value })}>
        <option value="">{actresses.isError ? 'Actresses unavailable' : actresses.data ? 'All actresses' : 'Loading actresses…'}</option>
        {actressNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <select aria-label="Tag" value={value.tag} onChange={(e) => onChange({ q, tag: e.target.value })}>
        <option value="">{tags.isError ? 'Tags unavailable' : tags.data ? 'All tags' : 'Loading tags…'}</option>
        {value.tag && !tags.data?.some((t) => t.name === value.tag) && <option value={value.tag}>{value.tag}</option>}
        {tags.data?.map((t) => (
          <option key={t.name} value={t.name}>
            {t.name}
          </option>
        ))}
      </select>
      <select aria-label="Sort by" value={value.sort} onChange={(e) => onChange({ q, sort: e.target.value })}>
        {MEDIA_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </FilterBar>
  );
}
