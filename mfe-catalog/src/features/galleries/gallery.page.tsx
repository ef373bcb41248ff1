import { useState } from 'react';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState, Page, Pager } from '@platform/shared';
import type { Gallery, Photo } from '@platform/shared/contract';
import { LockBadge, PhotoTiles } from '../content/content-ui';
import { contentKeys } from '../content/content.keys';
import { itemPageOf } from '../content/item-page.component';
import { Lightbox, type LightboxItem } from '../content/lightbox.component';
import { BuyPanel } from '../purchase/buy-panel.component';
import { ItemHead } from '../content/item-head.component';
import { useTexts } from '../../i18n';
import { galleryPhotosQuery, galleryQuery } from './galleries.query';

export const GALLERY_PHOTOS_PAGE = 48;

/** The largest public thumbnail: what a locked photo shows. */
const preview = (photo: Photo) => photo.photo.thumbnails[photo.photo.thumbnails.length - 1] ?? null;
const thumb = (photo: Photo) => photo.photo.thumbnails[0] ?? null;

/**
 * /galleries/:id: the gallery's thumbnails (always public); the full-size photos open in a lightbox once the gallery
 * is free or bought. A gallery for sale shows its price and Buy (confirm step).
 */
export const GalleryPage = itemPageOf('galleries', galleryQuery, (gallery) => <GalleryView gallery={gallery} />);

function GalleryView({ gallery }: { gallery: Gallery }) {
  const { t } = useTexts();
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
    alt: photo.title || t('photos.untitled', { n: index + 1 }),
    note: locked(photo)
      ? forSale
        ? t('galleries.lockedBuy', { tokens: t('shared:tokens', { count: gallery.token }) })
        : t('photos.locked')
      : undefined,
  }));

  return (
    <Page>
      <ItemHead list="galleries" title={gallery.name} performer={gallery.performer}>
        {t('photos.count', { count: gallery.numOfItems })} ·{' '}
        {gallery.isBought ? t('price.bought') : forSale ? t('shared:tokens', { count: gallery.token }) : t('price.free')}
      </ItemHead>
      {gallery.description && <p>{gallery.description}</p>}
      {forSale && !gallery.isBought && <BuyPanel kind="gallery" id={gallery._id} title={gallery.name} price={gallery.token} onBought={bought} />}
      <section aria-label={t('photos.title')}>
        {!photos.data && photos.isPending && <LoadingState />}
        {!photos.data && photos.isError && <ErrorState message={getServerMessage(photos.error)} onRetry={() => void photos.refetch()} />}
        {photos.data && photos.data.data.length === 0 && <EmptyState title={t('galleries.noPhotos')} />}
        {photos.data && photos.data.data.length > 0 && (
          <>
            <GalleryTiles>
              {photos.data.data.map((photo, index) => (
                <li key={photo._id}>
                  {/* named by its content (the photo's alt, then the visible "Locked"), as a voice user reads it */}
                  <button type="button" onClick={() => setOpen(index)}>
                    {thumb(photo) ? <img src={thumb(photo)!} alt={items[index].alt} loading="lazy" /> : <span>{items[index].alt}</span>}
                    {locked(photo) && <LockBadge>{t('photos.lockedBadge')}</LockBadge>}
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
