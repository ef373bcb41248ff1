import { catalogueList, CatalogueListPage } from '../../common/catalogue-list.page';
import { SortChoice, TagChoice } from '../content/filter-bar.component';
import { NAME_FILTER, TEXT_FILTER, type UrlFilterSpec } from '../content/use-url-filters';
import { galleryCard } from './gallery-card.component';
import { galleryListQuery } from './galleries.query';
import { DEFAULT_GALLERY_SORT, GALLERY_SORTS, gallerySearchParams } from './galleries.resource';

export const GALLERIES_PAGE_SIZE = 12;

interface Filters {
  q: string;
  tag: string;
  sort: string;
}

const FILTERS_IN_ADDRESS: UrlFilterSpec<Filters> = { q: TEXT_FILTER, tag: NAME_FILTER, sort: { initial: DEFAULT_GALLERY_SORT } };

const GALLERY_LIST = catalogueList('galleries', FILTERS_IN_ADDRESS, GALLERIES_PAGE_SIZE, gallerySearchParams, galleryListQuery);

/** /galleries: active photo galleries with search, tag and order (kept in the address), 12 a page. */
export const GalleriesPage = () => <CatalogueListPage list={GALLERY_LIST} Choices={GalleryChoices} card={galleryCard} />;

function GalleryChoices({ value, change }: { value: Filters; change: (next: Partial<Filters>) => void }) {
  return (
    <>
      <TagChoice value={value.tag} onChange={(tag) => change({ tag })} />
      <SortChoice options={GALLERY_SORTS} value={value.sort} onChange={(sort) => change({ sort })} />
    </>
  );
}
