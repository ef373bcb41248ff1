import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState, formatCount, getServerMessage, LoadingState, Page } from '@platform/shared';
import type { Video } from '@platform/shared/contract';
import { CardGrid, FilterChips, formatDuration, LongText, Muted, playerFrame } from '../content/content-ui';
import { contentKeys } from '../content/content.keys';
import { itemPageOf } from '../content/item-page.component';
import { ItemHead } from '../content/item-head.component';
import { useTexts } from '../../i18n';
import { BuyPanel } from '../purchase/buy-panel.component';
import { VideoCard, videoPicture } from './video-card.component';
import { videoListQuery, videoQuery } from './videos.query';

export const RELATED_VIDEOS = 6;

/**
 * /videos/:id. A visitor or a member who has not bought it sees the poster and the trailer and can buy it (confirm
 * step with the price); once bought the API answers a signed URL and the full video plays, seekable.
 */
export const VideoPage = itemPageOf('videos', videoQuery, (video) => <VideoView video={video} />);

function VideoView({ video }: { video: Video }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const fullUrl = video.video.url;
  const forSale = video.isSaleVideo && video.token > 0;
  const bought = () => {
    void client.invalidateQueries({ queryKey: contentKeys.video(video._id) });
    void client.invalidateQueries({ queryKey: [...contentKeys.videos(), 'list'] });
  };

  return (
    <Page>
      <ItemHead list="videos" title={video.title} report={{ targetType: 'video', targetId: video._id }} performer={video.performer}>
        {formatDuration(video.video.duration)} · {t('views', { count: video.views ?? 0, views: formatCount(video.views) })}
      </ItemHead>
      <Player>
        {fullUrl ? (
          <video
            key={fullUrl}
            controls
            preload="metadata"
            playsInline
            poster={videoPicture(video) ?? undefined}
            src={fullUrl}
            aria-label={t('videos.fullVideo', { title: video.title })}
          />
        ) : video.trailer ? (
          <>
            <video
              key={video.trailer.url}
              controls
              preload="metadata"
              playsInline
              poster={videoPicture(video) ?? undefined}
              src={video.trailer.url}
              aria-label={t('videos.trailerOf', { title: video.title })}
            />
            <Caption>{t('videos.trailer')}</Caption>
          </>
        ) : (
          videoPicture(video) && <img src={videoPicture(video)!} alt={t('videos.poster', { title: video.title })} />
        )}
      </Player>
      {video.processing && <p>{t('videos.processing')}</p>}
      {!fullUrl && forSale && !video.isBought && <BuyPanel kind="video" id={video._id} title={video.title} price={video.token} onBought={bought} />}
      {!fullUrl && video.isBought && <p>{t('videos.boughtPending')}</p>}
      {video.description && <LongText>{video.description}</LongText>}
      <Tags list="/videos" filter="tag" values={video.tags} label={t('tags')} />
      <RelatedVideos video={video} />
    </Page>
  );
}

/** More from the same performer (else the same category), without this video. */
function RelatedVideos({ video }: { video: Video }) {
  const { t } = useTexts();
  const byPerformer = { limit: RELATED_VIDEOS + 1, offset: 0, sortBy: 'createdAt', sort: 'desc' as const, performerId: video.performerId };
  const query = useQuery(videoListQuery(byPerformer));
  const items = (query.data?.data ?? []).filter((v) => v._id !== video._id).slice(0, RELATED_VIDEOS);
  return (
    <section aria-label={t('videos.related')}>
      <h2>{t('videos.related')}</h2>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && items.length === 0 && <Muted>{t('videos.noRelated')}</Muted>}
      {items.length > 0 && (
        <CardGrid>
          {items.map((v) => (
            <VideoCard key={v._id} video={v} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}

const Player = styled.div`
  ${playerFrame}
  position: relative;
  video,
  img {
    aspect-ratio: 16 / 9;
  }
`;

const Caption = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 8px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.white};
  font-size: 12px;
`;

const Tags = styled(FilterChips)`
  margin-bottom: 16px;
`;
