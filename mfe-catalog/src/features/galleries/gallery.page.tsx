import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState, Page, PageTitle } from '@platform/shared';
import type { Gallery, Photo } from '@platform/shared/contract';
import { LockBadge, Muted, PhotoTiles, Pager } from '../content/content-ui';
import { contentKeys } from '../content/content.keys';
import { ItemPage } from '../content/item-page.component';
import { Lightbox, type LightboxItem } from '../content/lightbox.component';
import { BuyPanel } from '../purchase/buy-panel.component';
import { galleryPhotosQuery, galleryQuery } from './galleries.query';

export const GALLERY_PHOTOS_PAGE = 48;

/** The largest public thumbnail: what a locked photo shows. */
const preview = (photo: Photo) => photo.photo.thumbnails[photo.photo.thumbnails.length - 1] ?? null;
const thumb = (photo: Photo) => photo.photo.thumbnails[0] ?? null;

/**
 * /galleries/:id: the gallery's thumbnails (always public); the full-size photos open in a lightbox once the gallery
 * is free or bought. A gallery for sale shows its price and Buy (confirm step).
 */
export function GalleryPage() {
  const { id = '' } = useParams();
  const query = useQuery(galleryQuery(id));
  return (
    <ItemPage query={query} notFound={{ title: 'Gallery not found', to: '/galleries', label: 'All galleries' }}>
      {(gallery) => <GalleryView gallery={gallery} />}
    </ItemPage>
  );
}

function GalleryView({ gallery }: { gallery: Gallery }) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const photos = useQuery(galleryPhotosQuery(gallery._id, { limit: GALLERY_PHOTOS_PAGE, offset: (page - 1) * GALLERY_PHOTOS_PAGE }));
  const forSale = gallery.isSale && gallery.token > 0;
  const locked = (photo: Photo) => !photo.photo.url;

  const bought = () => {
    void client.invalidateQueries({ queryKey: contentKeys.galleries() });
  };

  const items: LightboxItem[] = (photos.data?.data ?? []).map((photo, index) => ({
    key: photo._id,
    src: photo.photo.url ?? preview(photo),
    alt: photo.title || `Photo ${index + 1}`,
    note: locked(photo) ? (forSale ? `Locked: buy this gallery for ${gallery.token} tokens to see the full-size photo.` : 'Locked') : undefined,
  }));

  return (
    <Page>
      <Link to="/galleries">← All galleries</Link>
      <PageTitle>{gallery.name}</PageTitle>
      <Muted>
        {gallery.performer && (
          <>
            by <Link to={`/profile/${encodeURIComponent(gallery.performer.username)}`}>{gallery.performer.name || gallery.performer.username}</Link>{' '}
            ·{' '}
          </>
        )}
        {gallery.numOfItems} {gallery.numOfItems === 1 ? 'photo' : 'photos'}
        {gallery.isBought ? ' · Bought' : forSale ? ` · ${gallery.token} tokens` : ' · Free'}
      </Muted>
      {gallery.description && <p>{gallery.description}</p>}
      {forSale && !gallery.isBought && <BuyPanel kind="gallery" id={gallery._id} title={gallery.name} price={gallery.token} onBought={bought} />}
      <section aria-label="Photos">
        {!photos.data && photos.isPending && <LoadingState />}
        {!photos.data && photos.isError && <ErrorState message={getServerMessage(photos.error)} onRetry={() => void photos.refetch()} />}
        {photos.data && photos.data.data.length === 0 && <EmptyState title="No photos in this gallery yet" />}
        {photos.data && photos.data.data.length > 0 && (
          <>
            <GalleryTiles>
              {photos.data.data.map((photo, index) => (
                <li key={photo._id}>
                  <button type="button" onClick={() => setOpen(index)} aria-label={`${items[index].alt}${locked(photo) ? ' (locked)' : ''}`}>
                    {thumb(photo) ? <img src={thumb(photo)!} alt="" loading="lazy" /> : <span />}
                    {locked(photo) && <LockBadge aria-hidden="true">🔒 Locked</LockBadge>}
                  </button>
                </li>
              ))}
            </GalleryTiles>
            <Pager page={page} pageSize={GALLERY_PHOTOS_PAGE} total={photos.data.total} onPage={setPage} />
          </>
        )}
      </section>
      {open !== null && items.length > 0 && (
        <Lightbox items={items} index={Math.min(open, items.length - 1)} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}

const GalleryTiles = styled(PhotoTiles)`
  margin-top: 12px;
`;
