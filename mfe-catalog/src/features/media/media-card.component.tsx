import { Link } from 'react-router-dom';
import type { MediaSearchItem } from '@platform/shared/contract';
import { CardLink, formatDuration, ownerAndPrice, priceLabel, Thumb } from '../content/content-ui';
import { useTexts } from '../../i18n';

export const isVideoMedia = (item: Pick<MediaSearchItem, 'kind'>) => item.kind === 'video';

/** What a media item costs as cards show it: bought, free or its price. */
export const mediaPrice = (item: Pick<MediaSearchItem, 'token' | 'isBought' | 'isSale'>) =>
  priceLabel({ token: item.token ?? 0, isBought: !!item.isBought }, !!item.isSale);

/** A video or photo of the media list: picture (with the video's length), title, owner and price; opens /media/:id. */
export function MediaCard({ item }: { item: MediaSearchItem }) {
  const { t } = useTexts();
  const title = item.title || (isVideoMedia(item) ? t('media.untitledVideo') : t('media.untitledPhoto'));
  const badge = isVideoMedia(item) ? formatDuration(item.duration) : item.type === 'GIF' ? 'GIF' : t('media.photoBadge');
  return (
    <li>
      <CardLink>
        <Link to={`/media/${encodeURIComponent(item._id)}`} tabIndex={-1} aria-hidden="true">
          <Thumb src={item.thumbnail} alt="" badge={badge} />
        </Link>
        <h3>
          <Link to={`/media/${encodeURIComponent(item._id)}`}>{title}</Link>
        </h3>
        <p>{ownerAndPrice(item.performer, mediaPrice(item))}</p>
      </CardLink>
    </li>
  );
}

/** One MediaCard of a list or rail. */
export const mediaCard = (item: MediaSearchItem) => <MediaCard key={item._id} item={item} />;
