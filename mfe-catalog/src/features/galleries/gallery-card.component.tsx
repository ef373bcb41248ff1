import { Link } from 'react-router-dom';
import type { Gallery } from '@platform/shared/contract';
import { CardLink, priceLabel, Thumb } from '../content/content-ui';

const photoCount = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/** A gallery in a list: cover, name, number of photos and price; opens /galleries/:id. */
export function GalleryCard({ gallery }: { gallery: Gallery }) {
  const cover = gallery.coverPhoto?.thumbnails[gallery.coverPhoto.thumbnails.length - 1] ?? gallery.coverPhoto?.url ?? null;
  return (
    <li>
      <CardLink>
        <Link to={`/galleries/${gallery._id}`} tabIndex={-1} aria-hidden="true">
          <Thumb src={cover} alt="" badge={photoCount(gallery.numOfItems)} />
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
