import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCount, Page } from '@platform/shared';
import type { MediaItem } from '@platform/shared/contract';
import { FilterChips, formatDuration, LongText, playerFrame } from '../content/content-ui';
import { ItemPage } from '../content/item-page.component';
import { BuyPanel } from '../purchase/buy-panel.component';
import { isVideoMedia, mediaPrice } from './media-card.component';
import { mediaKeys, mediaQuery } from './media.query';
import { countMediaView, mediaTypeKey } from './media.resource';
import { ItemHead } from '../content/item-head.component';
import { useTexts } from '../../i18n';

/**
 * /media/:id: one video or photo of the media service. The full file plays or shows when free or bought (signed URL);
 * otherwise the trailer or the picture, with where to buy it. Each visit counts one view.
 */
export function MediaItemPage() {
  const { t } = useTexts();
  const { id = '' } = useParams();
  const query = useQuery(mediaQuery(id));
  useCountView(id, query.isSuccess && !query.isFetching);

  return (
    <ItemPage query={query} notFound={{ title: t('media.notFound'), to: '/media', label: t('media.all') }}>
      {(item) => <MediaView item={item} />}
    </ItemPage>
  );
}

/**
 * POST /media/{id}/view once per visit of an item that exists, after its GET settled (so the GET cannot overwrite the
 * new count); the page then shows the count the POST answered.
 */
function useCountView(id: string, loaded: boolean) {
  const client = useQueryClient();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || counted.current === id) return;
    counted.current = id;
    countMediaView(id)
      .then(({ views }) => client.setQueryData<MediaItem>(mediaKeys.one(id), (item) => (item ? { ...item, views } : item)))
      .catch(() => undefined); // a lost view is not worth an error on the page
  }, [id, loaded, client]);
}

function MediaView({ item }: { item: MediaItem }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const video = isVideoMedia(item);
  const title = item.title || (video ? t('media.untitledVideo') : t('media.untitledPhoto'));
  const locked = !item.url;
  const forSale = item.isSale && item.token > 0;
  const picture = item.url ?? item.thumbnail;
  // The full video once free or bought, else its trailer.
  const clip = !video
    ? null
    : item.url
      ? { src: item.url, label: 'videos.fullVideo' }
      : item.trailer
        ? { src: item.trailer, label: 'videos.trailerOf' }
        : null;

  return (
    <Page>
      <ItemHead list="media" title={title} report={{ targetType: video ? 'video' : 'photo', targetId: item._id }} performer={item.performer}>
        {t(mediaTypeKey(item.type))}
        {video && item.duration ? ` · ${formatDuration(item.duration)}` : ''} ·{' '}
        {t('views', { count: item.views ?? 0, views: formatCount(item.views) })} · {mediaPrice(item)}
      </ItemHead>
      <Viewer>
        {clip ? (
          <video
            key={clip.src}
            controls
            preload="metadata"
            playsInline
            poster={item.thumbnail ?? undefined}
            src={clip.src}
            aria-label={t(clip.label, { title })}
          />
        ) : picture ? (
          <img src={picture} alt={title} />
        ) : null}
      </Viewer>
      {locked && forSale && !video && !item.galleryId ? (
        // a photo sold on its own: bought here; the page then asks again for its signed URL
        <BuyPanel
          kind="photo"
          id={item._id}
          title={title}
          price={item.token}
          onBought={() => void client.invalidateQueries({ queryKey: mediaKeys.one(item._id) })}
        />
      ) : (
        locked &&
        forSale && (
          <p>
            {t('shared:tokens', { count: item.token })} ·{' '}
            {video ? (
              <Link to={`/videos/${encodeURIComponent(item._id)}`}>{t('media.buyOnVideoPage')}</Link>
            ) : (
              <Link to={`/galleries/${encodeURIComponent(item.galleryId!)}`}>{t('media.buyGallery')}</Link>
            )}
          </p>
        )
      )}
      {item.description && <LongText>{item.description}</LongText>}
      <FilterChips list="/media" filter="actress" values={item.actresses} label={t('media.actresses')} />
      <FilterChips list="/media" filter="tag" values={item.tags} label={t('tags')} />
    </Page>
  );
}

const Viewer = styled.div`
  ${playerFrame}
  video {
    aspect-ratio: 16 / 9;
  }
`;
