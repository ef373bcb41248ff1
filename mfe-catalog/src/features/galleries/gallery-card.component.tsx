import { Link } from 'react-router-dom';
import type { Gallery } from '@platform/shared/contract';
import { CardLink, priceLabel, Thumb } from '../content/content-ui';
import { useTexts } from '../../i18n';

/** A gallery in a list: cover, name, number of photos and price; opens /galleries/:id. */
export function GalleryCard({ gallery }: { gallery: Gallery }) {
  const { t } = useTexts();
  const cover = gallery.coverPhoto?.thumbnails[gallery.coverPhoto.thumbnails.length - 1] ?? gallery.coverPhoto?.url ?? null;
  return (
    <li>
      <CardLink>
        <Link to={`/galleries/${gallery._id}`} tabIndex={-1} aria-hidden="true">
          <Thumb src={cover} alt="" badge={t('photos.count', { count: gallery.numOfItems })} />
        </Link>
        <h3>
          <Link to={`/galleries/${gallery._id}`}>{gallery.name}</Link>
        </h3>
        <p>
          {gallery.performer ? `${gallery.performer.name || gallery.performer.username} · ` : ''}
          {priceLabel(gallery, gallery.isSale)}
        </p>
      </CardLink>
    </li>
  );
}

/** One GalleryCard of a list or rail. */
export const galleryCard = (gallery: Gallery) => <GalleryCard key={gallery._id} gallery={gallery} />;
