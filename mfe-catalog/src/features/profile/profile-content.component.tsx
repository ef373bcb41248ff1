import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { avatarOrDefault } from '@platform/shared';
import { ContentCard } from '../../common/content-card.component';
import { useTexts } from '../../i18n';
import type { Gallery, MediaSearchItem, Performer, PerformerDetails, Product, Video } from '@platform/shared/contract';
import { ContentRail } from '../content/content-rail.component';
import { gridList, LockBadge, phoneColumns, PhotoTiles, priceLabel, TileTitle } from '../content/content-ui';
import { galleryCard } from '../galleries/gallery-card.component';
import { galleryListQuery } from '../galleries/galleries.query';
import { isLive, performerName } from '../performers/performer-card.component';
import { videoCard } from '../videos/video-card.component';
import { videoListQuery } from '../videos/videos.query';
import { performerPhotosQuery, performerProductsQuery, PROFILE_SECTION_SIZE, relatedPerformersQuery } from './profile.resource';

const newest = { limit: PROFILE_SECTION_SIZE, offset: 0, sortBy: 'createdAt', sort: 'desc' } as const;

/**
 * Her active products, videos, galleries and photos and twelve performers like her. The five queries start together as
 * soon as her details are known (each is its own TanStack query: one slow or failing section never holds up the others).
 */
export function ProfileContent({ performer }: { performer: PerformerDetails }) {
  const { t } = useTexts();
  const products = useQuery(performerProductsQuery(performer._id));
  const videos = useQuery(videoListQuery({ ...newest, performerId: performer._id }));
  const galleries = useQuery(galleryListQuery({ ...newest, performerId: performer._id }));
  const photos = useQuery(performerPhotosQuery(performer._id));
  const related = useQuery(relatedPerformersQuery(performer));
  return (
    <>
      <ContentRail<Product>
        title={t('products.title')}
        query={products}
        empty={t('profile.noProducts')}
        card={(product) => <ProductCard key={product._id} product={product} />}
      />
      <ContentRail<Video> title={t('videos.title')} query={videos} empty={t('videos.noneYet')} card={videoCard} />
      <ContentRail<Gallery> title={t('galleries.title')} query={galleries} empty={t('galleries.noneYet')} card={galleryCard} />
      <ContentRail<MediaSearchItem>
        title={t('profile.photos')}
        query={photos}
        empty={t('profile.noPhotos')}
        list={(cards) => <PhotoTiles>{cards}</PhotoTiles>}
        card={(photo) => <ProfilePhoto key={photo._id} photo={photo} />}
      />
      <ContentRail<Performer> title={t('profile.related')} query={related} empty={t('profile.noRelated')} list={inPeople} card={relatedCard} />
    </>
  );
}

const inPeople = (cards: ReactNode) => <People>{cards}</People>;
const relatedCard = (performer: Performer) => <RelatedPerformer key={performer._id} performer={performer} />;

/** One of her products: picture, name and price; opens /products/:id. */
function ProductCard({ product }: { product: Product }) {
  const { t } = useTexts();
  const to = `/products/${encodeURIComponent(product._id)}`;
  const kind = t(`products.types.${product.type === 'digital' ? 'digital' : 'physical'}`);
  return (
    <ContentCard
      to={to}
      image={product.image}
      title={product.name}
      meta={
        <>
          {kind} · {priceLabel(product, true)}
        </>
      }
    />
  );
}

/** One of her photos: its picture and title; opens its gallery (it is sold with it), a single one the photos page. */
function ProfilePhoto({ photo }: { photo: MediaSearchItem }) {
  const { t } = useTexts();
  const title = photo.title || t('photos.title');
  return (
    <li>
      <Link to={photo.galleryId ? `/galleries/${encodeURIComponent(photo.galleryId)}` : '/photos'}>
        {photo.thumbnail ? <img src={photo.thumbnail} alt={title} loading="lazy" /> : <span />}
        {!photo.url && <LockBadge aria-hidden="true">🔒</LockBadge>}
      </Link>
      <TileTitle aria-hidden="true">{title}</TileTitle>
    </li>
  );
}

/** A related performer: avatar, name and whether she is live; opens her profile. */
function RelatedPerformer({ performer }: { performer: Performer }) {
  const { t } = useTexts();
  const name = performerName(performer);
  const live = isLive(performer);
  return (
    <li>
      <PersonLink to={`/profile/${encodeURIComponent(performer.username)}`}>
        <img src={avatarOrDefault(performer.avatar, 'performer')} alt="" loading="lazy" />
        <span>{name}</span>
        {live && <LiveDot>{t('performers.card.live')}</LiveDot>}
      </PersonLink>
    </li>
  );
}

/** Avatars in rows: three a row on a 390 px phone, more on wider screens. */
const People = styled.ul`
  ${gridList(110, 12)}
  ${phoneColumns(3, 8)}
`;

const PersonLink = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  color: inherit;
  text-decoration: none;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 50%;
  }
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
`;

const LiveDot = styled.em`
  position: absolute;
  top: 4px;
  left: 4px;
  padding: 1px 6px;
  border-radius: 4px;
  font-size: 11px;
  font-style: normal;
  font-weight: 700;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.primary};
`;
