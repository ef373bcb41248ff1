import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Page, PageTitle } from '@platform/shared';
import { FilterBar, pageFrom } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { tagsQuery } from '../content/names.query';
import { GalleryCard } from './gallery-card.component';
import { galleryListQuery } from './galleries.query';
import { DEFAULT_GALLERY_SORT, GALLERY_SORTS, gallerySearchParams } from './galleries.resource';

export const GALLERIES_PAGE_SIZE = 12;

interface Filters {
  q: string;
  tag: string;
  sort: string;
}

/** /galleries: active photo galleries with search, tag and order (kept in the address), 12 a page. */
export function GalleriesPage() {
  const [search, setSearch] = useSearchParams();
  const filters: Filters = { q: search.get('q') ?? '', tag: search.get('tag') ?? '', sort: search.get('sort') ?? DEFAULT_GALLERY_SORT };
  const page = pageFrom(search.get('page'));
  const query = useQuery(galleryListQuery(gallerySearchParams(filters, page, GALLERIES_PAGE_SIZE)));

  const apply = (next: Partial<Filters>, nextPage = 1) => {
    const merged = { ...filters, ...next };
    const params = new URLSearchParams();
    if (merged.q.trim()) params.set('q', merged.q.trim());
    if (merged.tag) params.set('tag', merged.tag);
    if (merged.sort !== DEFAULT_GALLERY_SORT) params.set('sort', merged.sort);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  return (
    <Page>
      <PageTitle>Galleries</PageTitle>
      <GalleryFilterBar key={search.toString()} value={filters} onChange={apply} />
      <PagedResults
        query={query}
        label="Galleries"
        nouns={['gallery', 'galleries']}
        empty={{ title: 'No galleries found' }}
        page={page}
        pageSize={GALLERIES_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(gallery) => <GalleryCard key={gallery._id} gallery={gallery} />}
      />
    </Page>
  );
}

function GalleryFilterBar({ value, onChange }: { value: Filters; onChange: (next: Partial<Filters>) => void }) {
  const [q, setQ] = useState(value.q);
  const tags = useQuery(tagsQuery());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };
  return (
    <FilterBar role="search" onSubmit={submit}>
      <input type="search" aria-label="Search galleries" placeholder="Search galleries" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
      <select aria-label="Tag" value={value.tag} disabled={!tags.data} onChange={(e) => onChange({ q, tag: e.target.value })}>
        <option value="">{tags.isError ? 'Tags unavailable' : tags.data ? 'All tags' : 'Loading tags…'}</option>
        {tags.data?.map((t) => (
          <option key={t.name} value={t.name}>
            {t.name}
          </option>
        ))}
      </select>
      <select aria-label="Sort by" value={value.sort} onChange={(e) => onChange({ q, sort: e.target.value })}>
        {GALLERY_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </FilterBar>
  );
}
