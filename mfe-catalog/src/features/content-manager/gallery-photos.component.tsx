import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, FileField, getServerMessage, LoadingState, toast, UploadProgress } from '@platform/shared';
import type { Gallery, Paged, Photo } from '@platform/shared/contract';
import { useRefreshContent } from './manager.query';
import { uploadPhoto } from './manager.resource';
import { checkFile, FILE_ACCEPT, FILE_HINT } from './manager-file-rules';
import { DeleteButton, Note, SectionHead, managerTexts } from './manager-ui';
import { sendCancellable } from './use-upload';
import { useTexts } from '../../i18n';

type ItemState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'rejected';
interface Item {
  key: number;
  name: string;
  progress: number;
  state: ItemState;
  message?: string;
}

/**
 * Several photos into one gallery: each picked file is checked, then sent one after the other with its own
 * progress. Cancel aborts the one being sent and skips the rest; a failed one does not stop the others.
 */
function useBatchUpload(galleryId: string) {
  const [items, setItems] = useState<Item[]>([]);
  const [running, setRunning] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const nextKey = useRef(0);
  const refresh = useRefreshContent();

  useEffect(() => () => controllerRef.current?.abort(), []);

  const patch = (key: number, change: Partial<Item>) => setItems((prev) => prev.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(files: File[]) {
    if (files.length === 0) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    const batch = files.map((file) => {
      const problem = checkFile('image', file);
      nextKey.current += 1;
      const item: Item = { key: nextKey.current, name: file.name, progress: 0, state: problem ? 'rejected' : 'waiting', message: problem };
      return { file, item };
    });
    setItems(batch.map((b) => b.item));
    setCancelled(false);
    setRunning(true);
    let uploaded = 0;
    for (const { file, item } of batch) {
      if (item.state === 'rejected') continue;
      if (controller.signal.aborted) {
        patch(item.key, { state: 'cancelled' });
        continue;
      }
      patch(item.key, { state: 'uploading' });
      try {
        const outcome = await sendCancellable(
          controller,
          (options) => uploadPhoto(file, { galleryId }, options),
          (progress) => patch(item.key, { progress }),
        );
        if (outcome.done) {
          uploaded += 1;
          patch(item.key, { state: 'done', progress: 100 });
        } else {
          patch(item.key, { state: 'cancelled' });
        }
      } catch (e) {
        patch(item.key, { state: 'failed', message: getServerMessage(e) });
      }
    }
    if (controllerRef.current === controller) controllerRef.current = null;
    setRunning(false);
    if (uploaded > 0) {
      toast.success(managerTexts.photosUploaded(uploaded));
      void refresh();
    }
  }

  const cancel = () => {
    if (!controllerRef.current) return;
    setCancelled(true);
    controllerRef.current.abort();
  };

  return { items, running, cancelled, start: (files: File[]) => void start(files), cancel };
}

export function GalleryPhotos({ gallery, query }: { gallery: Gallery; query: UseQueryResult<Paged<Photo>> }) {
  const { t } = useTexts();
  const batch = useBatchUpload(gallery._id);
  const [inputKey, setInputKey] = useState(0);
  const photos = query.data?.data ?? [];
  const coverSrc = gallery.coverPhoto?.thumbnails ?? [];

  return (
    <section aria-labelledby="gallery-photos-title">
      <SectionHead>
        <h2 id="gallery-photos-title">{t('photos.title')}</h2>
      </SectionHead>
      <FileField
        key={inputKey}
        label={t('manager.gallery.addPhotos')}
        name="photos"
        multiple
        accept={FILE_ACCEPT.image}
        hint={`${FILE_HINT.image} ${t('manager.gallery.pickSeveral')}`}
        disabled={batch.running}
        onFiles={(files) => {
          batch.start(files);
          setInputKey((k) => k + 1);
        }}
      />
      {batch.items.length > 0 && (
        <UploadList aria-label={t('manager.gallery.uploads')}>
          {batch.items.map((item) => (
            <li key={item.key}>
              {item.state === 'uploading' ? (
                <UploadProgress percent={item.progress} label={t('manager.gallery.uploadingFile', { name: item.name })} />
              ) : (
                <span>
                  {item.name}: {t(`manager.gallery.state.${item.state}`)}
                  {item.message ? ` — ${item.message}` : ''}
                </span>
              )}
            </li>
          ))}
        </UploadList>
      )}
      {batch.running && (
        <Button size="sm" onClick={batch.cancel}>
          {t('manager.cancelUpload')}
        </Button>
      )}
      {batch.cancelled && !batch.running && <Note role="status">{t('manager.uploadCancelled')}</Note>}

      {query.isError && !query.data ? (
        <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingState />
      ) : photos.length === 0 ? (
        <EmptyState title={t('galleries.noPhotos')} description={t('manager.gallery.addAbove')} />
      ) : (
        <Tiles aria-label={t('manager.gallery.photos')}>
          {photos.map((photo, i) => {
            const title = photo.title || t('photos.untitled', { n: i + 1 });
            const cover = photo.photo.thumbnails.some((src) => coverSrc.includes(src));
            return (
              <li key={photo._id}>
                <figure>
                  <img src={photo.photo.thumbnails[0]} alt={title} loading="lazy" />
                  {cover && <CoverBadge>{t('manager.gallery.coverBadge')}</CoverBadge>}
                </figure>
                <DeleteButton kind="photos" id={photo._id} title={title} action="remove" />
              </li>
            );
          })}
        </Tiles>
      )}
    </section>
  );
}

const UploadList = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  font-size: 14px;
  li {
    margin-bottom: 6px;
    overflow-wrap: anywhere;
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 10px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  @media (max-width: 420px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  figure {
    position: relative;
    margin: 0;
    aspect-ratio: 1;
    border-radius: 8px;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const CoverBadge = styled.span`
  position: absolute;
  left: 4px;
  top: 4px;
  padding: 2px 6px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.white};
  font-size: 12px;
`;
