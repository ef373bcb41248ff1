import { Link } from 'react-router-dom';
import type { Video } from '@platform/shared/contract';
import { CardLink, formatDuration, priceLabel, Thumb } from '../content/content-ui';
import { useTexts } from '../../i18n';

export const videoPicture = (video: Pick<Video, 'thumbnail' | 'poster'>) => video.thumbnail || video.poster;

/** A video in a list: picture with its length, title, owner and price; opens /videos/:id. */
export function VideoCard({ video }: { video: Video }) {
  useTexts(); // the price label follows the language
  return (
    <li>
      <CardLink>
        <Link to={`/videos/${video._id}`} tabIndex={-1} aria-hidden="true">
          <Thumb src={videoPicture(video)} alt="" badge={formatDuration(video.video.duration)} />
        </Link>
        <h3>
          <Link to={`/videos/${video._id}`}>{video.title}</Link>
        </h3>
        <p>
          {video.performer ? `${video.performer.name || video.performer.username} · ` : ''}
          {priceLabel(video, video.isSaleVideo)}
        </p>
      </CardLink>
    </li>
  );
}

/** One VideoCard of a list or rail. */
export const videoCard = (video: Video) => <VideoCard key={video._id} video={video} />;
