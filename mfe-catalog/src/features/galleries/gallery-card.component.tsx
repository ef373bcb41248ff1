import type { Gallery } from '@platform/shared/contract';
import { ContentCard } from '../../common/content-card.component';
import { ownerAndPrice, priceLabel } from '../content/content-ui';
import { useTexts } from '../../i18n';

/** A gallery in a list: cover, name, number of photos and price; opens /galleries/:id. */
export function GalleryCard({ gallery }: { gallery: Gallery }) {
  const { t } = useTexts();
  const cover = gallery.coverPhoto?.thumbnails[gallery.coverPhoto.thumbnails.length - 1] ?? gallery.coverPhoto?.url ?? null;
  return (
    <ContentCard
      to={`/galleries/${gallery._id}`}
      image={cover}
      badge={t('photos.count', { count: gallery.numOfItems })}
      title={gallery.name}
      meta={ownerAndPrice(gallery.performer, priceLabel(gallery, gallery.isSale))}
    />
  );
}

/** One GalleryCard of a list or rail. */
export const galleryCard = (gallery: Gallery) => <GalleryCard key={gallery._id} gallery={gallery} />;
