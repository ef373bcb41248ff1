import type { Video } from '@platform/shared/contract';
import { ContentCard } from '../../common/content-card.component';
import { formatDuration, ownerAndPrice, priceLabel } from '../content/content-ui';
import { useTexts } from '../../i18n';

export const videoPicture = (video: Pick<Video, 'thumbnail' | 'poster'>) => video.thumbnail || video.poster;

/** A video in a list: picture with its length, title, owner and price; opens /videos/:id. */
export function VideoCard({ video }: { video: Video }) {
  useTexts(); // the price label follows the language
  return (
    <ContentCard
      to={`/videos/${video._id}`}
      image={videoPicture(video)}
      badge={formatDuration(video.video.duration)}
      title={video.title}
      meta={ownerAndPrice(video.performer, priceLabel(video, video.isSaleVideo))}
    />
  );
}

/** One VideoCard of a list or rail. */
export const videoCard = (video: Video) => <VideoCard key={video._id} video={video} />;
