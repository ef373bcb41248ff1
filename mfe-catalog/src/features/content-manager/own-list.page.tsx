import type { ReactNode } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { AssetStatus, Gallery, Paged, Photo, Product, Video } from '@platform/shared/contract';
import { formatDuration } from '../content/content-ui';
import { OwnList, useListPage } from './own-list.component';
import { useTexts } from '../../i18n';
import { managerKeys } from './manager.keys';
import { ownGalleriesQuery, ownPhotosQuery, ownProductsQuery, ownVideosQuery } from './manager.query';
import { ownListParams, type AssetKind, type OwnListParams } from './manager.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, MANAGER_PATH } from './manager-ui';

type Translate = ReturnType<typeof useTexts>['t'];
type ManagerListKey = ReturnType<typeof managerKeys.list>;

/** What one kind's card shows; the rest of the card (links, delete) is the same for every kind. */
interface CardFields {
  title: string;
  image: string | null | undefined;
  price: string;
  extra?: ReactNode;
  deleteWarning?: string;
}

/** /account/content/<kind>: her items of one kind in any status, newest first. */
function OwnListPage<T extends { _id: string; status: AssetStatus }>({
  kind,
  listQuery,
  cardFields,
}: {
  kind: AssetKind;
  listQuery(params: OwnListParams): UseQueryOptions<Paged<T>, Error, Paged<T>, ManagerListKey>;
  cardFields(item: T, t: Translate): CardFields;
}) {
  const { t } = useTexts();
  const { page, setPage } = useListPage();
  const query = useQuery(listQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      kind={kind}
      createTo={`${MANAGER_PATH}/${kind}/new`}
      createLabel={t(`manager.lists.${kind}.create`)}
      emptyText={t(`manager.lists.${kind}.emptyText`)}
      query={query}
      page={page}
      onPage={setPage}
      card={(item) => (
        <ItemCard
          key={item._id}
          kind={kind}
          id={item._id}
          status={item.status}
          editTo={`${MANAGER_PATH}/${kind}/${item._id}/edit`}
          {...cardFields(item, t)}
        />
      )}
    />
  );
}

const videoCard = (video: Video, t: Translate): CardFields => ({
  title: video.title,
  image: video.thumbnail ?? video.poster,
  price: priceText(video.token, video.isSaleVideo),
  extra: video.processing ? t('manager.processing') : formatDuration(video.video.duration),
});

const photoCard = (photo: Photo, t: Translate): CardFields => ({
  title: photo.title || t('media.untitledPhoto'),
  image: photo.photo.thumbnails.at(-1) ?? photo.photo.thumbnails[0],
  price: photo.galleryId ? t('manager.inGallery') : priceText(photo.token, photo.isSale),
});

const galleryCard = (gallery: Gallery, t: Translate): CardFields => ({
  title: gallery.name,
  image: gallery.coverPhoto?.thumbnails.at(-1) ?? gallery.coverPhoto?.url,
  price: priceText(gallery.token, gallery.isSale),
  extra: t('photos.count', { count: gallery.numOfItems }),
  deleteWarning: t('manager.galleryDeleteWarning'),
});

const productCard = (product: Product, t: Translate): CardFields => ({
  title: product.name,
  image: product.image,
  price: priceText(product.token),
  extra:
    product.type === 'physical'
      ? `${t('products.types.physical')} · ${t('products.inStock', { stock: product.stock ?? 0 })}`
      : t('products.types.digital'),
});

export const VideoListPage = () => <OwnListPage kind="videos" listQuery={ownVideosQuery} cardFields={videoCard} />;
export const PhotoListPage = () => <OwnListPage kind="photos" listQuery={ownPhotosQuery} cardFields={photoCard} />;
export const GalleryListPage = () => <OwnListPage kind="galleries" listQuery={ownGalleriesQuery} cardFields={galleryCard} />;
export const ProductListPage = () => <OwnListPage kind="products" listQuery={ownProductsQuery} cardFields={productCard} />;
