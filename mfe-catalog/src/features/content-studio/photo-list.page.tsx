import { useQuery } from '@tanstack/react-query';
import { OwnList, useListPage } from './own-list.component';
import { useTexts } from '../../i18n';
import { ownPhotosQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

/** /account/content/photos: her photos in any status, newest first. */
export function PhotoListPage() {
  const { t } = useTexts();
  const { page, setPage } = useListPage();
  const query = useQuery(ownPhotosQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      kind="photos"
      createTo={`${STUDIO_PATH}/photos/new`}
      createLabel={t('studio.lists.photos.create')}
      emptyText={t('studio.lists.photos.emptyText')}
      query={query}
      page={page}
      onPage={setPage}
      card={(photo) => (
        <ItemCard
          key={photo._id}
          kind="photos"
          id={photo._id}
          title={photo.title || t('media.untitledPhoto')}
          image={photo.photo.thumbnails.at(-1) ?? photo.photo.thumbnails[0]}
          status={photo.status}
          price={photo.galleryId ? t('studio.inGallery') : priceText(photo.token, photo.isSale)}
          editTo={`${STUDIO_PATH}/photos/${photo._id}/edit`}
        />
      )}
    />
  );
}
