import { useQuery } from '@tanstack/react-query';
import type { Gallery, Video } from '@platform/shared/contract';
import { ContentRail } from '../content/content-rail.component';
import { useTexts } from '../../i18n';
import { galleryCard } from '../galleries/gallery-card.component';
import { galleryListQuery } from '../galleries/galleries.query';
import { videoCard } from '../videos/video-card.component';
import { videoListQuery } from '../videos/videos.query';

/** How many cards a home rail shows. */
export const RAIL_SIZE = 8;

/** The latest active videos, newest first (the same request and cache entries as /videos). */
export function NewVideosRail() {
  const { t } = useTexts();
  const query = useQuery(videoListQuery({ limit: RAIL_SIZE, offset: 0, sortBy: 'createdAt', sort: 'desc' }));
  return <ContentRail<Video> title={t('videos.new')} to="/videos" query={query} empty={t('videos.noneYet')} card={videoCard} />;
}

/** The most viewed active galleries (the API sorts galleries by `views`). */
export function PopularGalleriesRail() {
  const { t } = useTexts();
  const query = useQuery(galleryListQuery({ limit: RAIL_SIZE, offset: 0, sortBy: 'views', sort: 'desc' }));
  return <ContentRail<Gallery> title={t('galleries.popular')} to="/galleries" query={query} empty={t('galleries.noneYet')} card={galleryCard} />;
}
