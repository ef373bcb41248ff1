import { catalogueList, CatalogueListPage } from '../../common/catalogue-list.page';
import { ActressChoice, CategoryChoice, SortChoice, TagChoice, TypeChoice } from '../content/filter-bar.component';
import { CATEGORY_FILTER, NAME_FILTER, oneOf, TEXT_FILTER, type UrlFilterSpec } from '../content/use-url-filters';
import { videoCard } from './video-card.component';
import { videoListQuery } from './videos.query';
import { DEFAULT_VIDEO_SORT, VIDEO_SORTS, VIDEO_TYPES, videoSearchParams, type VideoFilters } from './videos.resource';

export const VIDEOS_PAGE_SIZE = 12;

/** ?q=&category=&type=&tag=&actress=&sort=&page=, so Back and shared links keep the filters. */
const FILTERS_IN_ADDRESS: UrlFilterSpec<VideoFilters> = {
  q: TEXT_FILTER,
  theme: CATEGORY_FILTER,
  type: { initial: '', accepts: oneOf(VIDEO_TYPES) },
  tag: NAME_FILTER,
  actress: NAME_FILTER,
  sort: { initial: DEFAULT_VIDEO_SORT },
};

const VIDEO_LIST = catalogueList('videos', FILTERS_IN_ADDRESS, VIDEOS_PAGE_SIZE, videoSearchParams, videoListQuery);

/** /videos: every active video with category, type, tag, actress, text and order filters, 12 a page. */
export const VideosPage = () => <CatalogueListPage list={VIDEO_LIST} Choices={VideoChoices} card={videoCard} />;

function VideoChoices({ value, change }: { value: VideoFilters; change: (next: Partial<VideoFilters>) => void }) {
  return (
    <>
      <CategoryChoice value={value.theme} onChange={(theme) => change({ theme })} />
      <TypeChoice types={VIDEO_TYPES} typeKey={(type) => `videos.types.${type}`} value={value.type} onChange={(type) => change({ type })} />
      <TagChoice value={value.tag} onChange={(tag) => change({ tag })} />
      <ActressChoice value={value.actress} onChange={(actress) => change({ actress })} />
      <SortChoice options={VIDEO_SORTS} value={value.sort} onChange={(sort) => change({ sort })} />
    </>
  );
}
