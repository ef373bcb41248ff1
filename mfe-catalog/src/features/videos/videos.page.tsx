import { Page, PageTitle } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { PagedResults } from '../content/paged-results.component';
import { ActressChoice, CategoryChoice, Choice, SearchFilterBar, SortChoice, TagChoice } from '../content/filter-bar.component';
import { useTexts } from '../../i18n';
import { oneOf, TEXT_FILTER, useUrlFilters, type UrlFilterSpec } from '../content/use-url-filters';
import { VideoCard } from './video-card.component';
import { videoListQuery } from './videos.query';
import { DEFAULT_VIDEO_SORT, VIDEO_SORTS, VIDEO_TYPES, videoSearchParams, type VideoFilters, type VideoType } from './videos.resource';

export const VIDEOS_PAGE_SIZE = 12;

/** ?q=&category=&type=&tag=&actress=&sort=&page=, so Back and shared links keep the filters. */
const FILTERS_IN_ADDRESS: UrlFilterSpec<VideoFilters> = {
  q: TEXT_FILTER,
  theme: { initial: '', param: 'category' },
  type: { initial: '', accepts: oneOf(VIDEO_TYPES) },
  tag: { initial: '' },
  actress: { initial: '' },
  sort: { initial: DEFAULT_VIDEO_SORT },
};

/** /videos: every active video with category, type, tag, actress, text and order filters, 12 a page. */
export function VideosPage() {
  const { t } = useTexts();
  const { filters, page, apply, addressKey } = useUrlFilters(FILTERS_IN_ADDRESS);
  const query = useQuery(videoListQuery(videoSearchParams(filters, page, VIDEOS_PAGE_SIZE)));

  return (
    <Page>
      <PageTitle>{t('videos.title')}</PageTitle>
      <VideoFilterBar key={addressKey} value={filters} onChange={(next) => apply(next)} />
      <PagedResults
        query={query}
        label={t('videos.title')}
        countKey="videos.count"
        empty={{ title: t('videos.none'), description: t('filters.tryOther') }}
        page={page}
        pageSize={VIDEOS_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(video) => <VideoCard key={video._id} video={video} />}
      />
    </Page>
  );
}

function VideoFilterBar({ value, onChange }: { value: VideoFilters; onChange: (next: Partial<VideoFilters>) => void }) {
  const { t } = useTexts();
  return (
    <SearchFilterBar searchLabel={t('videos.search')} value={value} onChange={onChange}>
      {(change) => (
        <>
          <CategoryChoice value={value.theme} onChange={(theme) => change({ theme })} />
          <Choice
            label={t('filters.type')}
            all={t('videos.allTypes')}
            options={VIDEO_TYPES.map((type) => ({ value: type, label: t(`videos.types.${type}`) }))}
            value={value.type}
            onChange={(type) => change({ type: type as VideoType | '' })}
          />
          <TagChoice value={value.tag} onChange={(tag) => change({ tag })} />
          <ActressChoice value={value.actress} onChange={(actress) => change({ actress })} />
          <SortChoice options={VIDEO_SORTS} value={value.sort} onChange={(sort) => change({ sort })} />
        </>
      )}
    </SearchFilterBar>
  );
}
