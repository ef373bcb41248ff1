import { useQuery } from '@tanstack/react-query';
import { OwnList, useListPage } from './own-list.component';
import { useTexts } from '../../i18n';
import { ownGalleriesQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

/** /account/content/galleries: her galleries in any status, newest first. */
export function GalleryListPage() {
  const { t } = useTexts();
  const { page, setPage } = useListPage();
  const query = useQuery(ownGalleriesQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      kind="galleries"
      createTo={`${STUDIO_PATH}/galleries/new`}
      createLabel={t('studio.lists.galleries.create')}
      emptyText={t('studio.lists.galleries.emptyText')}
      query={query}
      page={page}
      onPage={setPage}
      card={(gallery) => (
        <ItemCard
          key={gallery._id}
          kind="galleries"
          id={gallery._id}
          title={gallery.name}
          image={gallery.coverPhoto?.thumbnails.at(-1) ?? gallery.coverPhoto?.url}
          status={gallery.status}
          price={priceText(gallery.token, gallery.isSale)}
          extra={t('photos.count', { count: gallery.numOfItems })}
          editTo={`${STUDIO_PATH}/galleries/${gallery._id}/edit`}
          deleteWarning={t('studio.galleryDeleteWarning')}
        />
      )}
    />
  );
}
