import { PAGE_SIZES } from '@platform/shared';
import { catalogueList, CatalogueListPage } from '../../common/catalogue-list.page';
import { ActressChoice, CategoryChoice, SortChoice, TagChoice, TypeChoice } from '../content/filter-bar.component';
import { CATEGORY_FILTER, NAME_FILTER, oneOf, TEXT_FILTER, type UrlFilterSpec } from '../content/use-url-filters';
import { mediaCard } from './media-card.component';
import { mediaListQuery } from './media.query';
import { DEFAULT_MEDIA_SORT, MEDIA_SORTS, MEDIA_TYPE_OPTIONS, mediaSearchParams, mediaTypeKey, type MediaFilters } from './media.resource';

/** The legacy media service reads 120 items a page. */
export const MEDIA_PAGE_SIZE = PAGE_SIZES.media;

/** ?q=&type=&category=&actress=&tag=&sort=&page=, so the page survives a refresh. */
const FILTERS_IN_ADDRESS: UrlFilterSpec<MediaFilters> = {
  q: TEXT_FILTER,
  type: { initial: '', accepts: oneOf(MEDIA_TYPE_OPTIONS) },
  theme: CATEGORY_FILTER,
  actress: NAME_FILTER,
  tag: NAME_FILTER,
  sort: { initial: DEFAULT_MEDIA_SORT },
};

const MEDIA_LIST = catalogueList('media', FILTERS_IN_ADDRESS, MEDIA_PAGE_SIZE, mediaSearchParams, mediaListQuery);

/** /media: every active video and photo, filtered by type, category, actress, tag and text; each search cached 60 s. */
export const MediaPage = () => <CatalogueListPage list={MEDIA_LIST} Choices={MediaChoices} card={mediaCard} />;

function MediaChoices({ value, change }: { value: MediaFilters; change: (next: Partial<MediaFilters>) => void }) {
  // Actress and tag links from a video lead here, so their names stay selectable before (or without) the lists.
  return (
    <>
      <TypeChoice types={MEDIA_TYPE_OPTIONS} typeKey={mediaTypeKey} value={value.type} onChange={(type) => change({ type })} />
      <CategoryChoice value={value.theme} onChange={(theme) => change({ theme })} />
      <ActressChoice keepUnknown value={value.actress} onChange={(actress) => change({ actress })} />
      <TagChoice keepUnknown value={value.tag} onChange={(tag) => change({ tag })} />
      <SortChoice options={MEDIA_SORTS} value={value.sort} onChange={(sort) => change({ sort })} />
    </>
  );
}
