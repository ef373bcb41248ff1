import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Page, PageTitle, VIDEO_CATEGORIES } from '@platform/shared';
import { FilterBar, pageFrom } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { VideoCard } from './video-card.component';
import { actressesQuery, tagsQuery } from '../content/names.query';
import { videoListQuery } from './videos.query';
import { DEFAULT_VIDEO_SORT, VIDEO_SORTS, VIDEO_TYPES, videoSearchParams, type VideoFilters, type VideoType } from './videos.resource';

export const VIDEOS_PAGE_SIZE = 12;

const TYPE_LABEL: Record<VideoType, string> = { VIDEO: 'Videos', SHORT: 'Shorts', CUT: 'Cuts', STREAM: 'Stream recordings', OTHER: 'Other' };

/** Filters live in the address (?q=&category=&type=&tag=&actress=&sort=&page=), so Back and shared links keep them. */
function filtersFrom(search: URLSearchParams): VideoFilters {
  const type = search.get('type') ?? '';
  return {
    q: search.get('q') ?? '',
    theme: search.get('category') ?? '',
    type: (VIDEO_TYPES as readonly string[]).includes(type) ? (type as VideoType) : '',
    tag: search.get('tag') ?? '',
    actress: search.get('actress') ?? '',
    sort: search.get('sort') ?? DEFAULT_VIDEO_SORT,
  };
}

/** /videos: every active video with category, type, tag, actress, text and order filters, 12 a page. */
export function VideosPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const page = pageFrom(search.get('page'));
  const query = useQuery(videoListQuery(videoSearchParams(filters, page, VIDEOS_PAGE_SIZE)));

  const apply = (next: Partial<VideoFilters>, nextPage = 1) => {
    const merged = { ...filters, ...next };
    const params = new URLSearchParams();
    if (merged.q.trim()) params.set('q', merged.q.trim());
    if (merged.theme) params.set('category', merged.theme);
    if (merged.type) params.set('type', merged.type);
    if (merged.tag) params.set('tag', merged.tag);
    if (merged.actress) params.set('actress', merged.actress);
    if (merged.sort !== DEFAULT_VIDEO_SORT) params.set('sort', merged.sort);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  return (
    <Page>
      <PageTitle>Videos</PageTitle>
      <VideoFilterBar key={search.toString()} value={filters} onChange={(next) => apply(next)} />
      <PagedResults
        query={query}
        label="Videos"
        nouns={['video', 'videos']}
        empty={{ title: 'No videos found', description: 'Try other filters.' }}
        page={page}
        pageSize={VIDEOS_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(video) => <VideoCard key={video._id} video={video} />}
      />
    </Page>
  );
}

function VideoFilterBar({ value, onChange }: { value: VideoFilters; onChange: (next: Partial<VideoFilters>) => void }) {
  const [q, setQ] = useState(value.q);
  const tags = useQuery(tagsQuery());
  const actresses = useQuery(actressesQuery());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };
  return (
    <FilterBar role="search" onSubmit={submit}>
      <input type="search" aria-label="Search videos" placeholder="Search videos" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
      <select aria-label="Category" value={value.theme} onChange={(e) => onChange({ q, theme: e.target.value })}>
        <option value="">All categories</option>
        {VIDEO_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <select aria-label="Type" value={value.type} onChange={(e) => onChange({ q, type: e.target.value as VideoType | '' })}>
        <option value="">All types</option>
        {VIDEO_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABEL[t]}
          </option>
        ))}
      </select>
      <select aria-label="Tag" value={value.tag} disabled={!tags.data} onChange={(e) => onChange({ q, tag: e.target.value })}>
        <option value="">{tags.isError ? 'Tags unavailable' : tags.data ? 'All tags' : 'Loading tags…'}</option>
        {tags.data?.map((t) => (
          <option key={t.name} value={t.name}>
            {t.name}
          </option>
        ))}
      </select>
      <select aria-label="Actress" value={value.actress} disabled={!actresses.data} onChange={(e) => onChange({ q, actress: e.target.value })}>
        <option value="">{actresses.isError ? 'Actresses unavailable' : actresses.data ? 'All actresses' : 'Loading actresses…'}</option>
        {actresses.data?.map((a) => (
          <option key={a.name} value={a.name}>
            {a.name}
          </option>
        ))}
      </select>
      <select aria-label="Sort by" value={value.sort} onChange={(e) => onChange({ q, sort: e.target.value })}>
        {VIDEO_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </FilterBar>
  );
}
