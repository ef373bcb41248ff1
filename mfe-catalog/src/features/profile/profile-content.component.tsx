import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { avatarOrDefault, BRAND_COLORS } from '@platform/shared';
import type { Gallery, Performer, PerformerDetails, Product, Video } from '@platform/shared/contract';
import { ContentRail } from '../content/content-rail.component';
import { CardLink, gridList, phoneColumns, priceLabel, Thumb } from '../content/content-ui';
import { GalleryCard } from '../galleries/gallery-card.component';
import { galleryListQuery } from '../galleries/galleries.query';
import { isLive, performerName } from '../performers/performer-card.component';
import { VideoCard } from '../videos/video-card.component';
import { videoListQuery } from '../videos/videos.query';
import { performerProductsQuery, PROFILE_SECTION_SIZE, relatedPerformersQuery } from './profile.resource';

const newest = { limit: PROFILE_SECTION_SIZE, offset: 0, sortBy: 'createdAt', sort: 'desc' } as const;

/**
 * Her active products, videos and galleries and twelve performers like her. The four queries start together as
 * soon as her details are known (each is its own TanStack query: one slow or failing section never holds up the others).
 */
export function ProfileContent({ performer }: { performer: PerformerDetails }) {
  const products = useQuery(performerProductsQuery(performer._id));
  const videos = useQuery(videoListQuery({ ...newest, performerId: performer._id }));
  const galleries = useQuery(galleryListQuery({ ...newest, performerId: performer._id }));
  const related = useQuery(relatedPerformersQuery(performer));
  return (
    <>
      <ContentRail<Product>
        title="Products"
        query={products}
        empty="No products yet"
        card={(product) => <ProductCard key={product._id} product={product} />}
      />
      <ContentRail<Video> title="Videos" query={videos} empty="No videos yet" card={(video) => <VideoCard key={video._id} video={video} />} />
      <ContentRail<Gallery>
        title="Galleries"
        query={galleries}
        empty="No galleries yet"
        card={(gallery) => <GalleryCard key={gallery._id} gallery={gallery} />}
      />
      <ContentRail<Performer>
        title="Related performers"
        query={related}
        empty="No related performers"
        list={(cards) => <People>{cards}</People>}
        card={(p) => <RelatedPerformer key={p._id} performer={p} />}
      />
    </>
  );
}

/** One of her products: picture, name and price; opens /products/:id. */
function ProductCard({ product }: { product: Product }) {
  const to = `/products/${encodeURIComponent(product._id)}`;
  return (
    <li>
      <CardLink>
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <Thumb src={product.image} alt="" />
        </Link>
        <h3>
          <Link to={to}>{product.name}</Link>
        </h3>
        <p>
          {product.type === 'digital' ? 'Digital' : 'Physical'} · {priceLabel(product, true)}
        </p>
      </CardLink>
    </li>
  );
}

/** A related performer: avatar, name and whether she is live; opens her profile. */
function RelatedPerformer({ performer }: { performer: Performer }) {
  const name = performerName(performer);
  const live = isLive(performer);
  return (
    <li>
      <PersonLink to={`/profile/${encodeURIComponent(performer.username)}`}>
        <img src={avatarOrDefault(performer.avatar, 'performer')} alt="" loading="lazy" />
        <span>{name}</span>
        {live && <LiveDot>Live</LiveDot>}
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
  color: ${BRAND_COLORS.white};
  background: ${BRAND_COLORS.primary};
`;
