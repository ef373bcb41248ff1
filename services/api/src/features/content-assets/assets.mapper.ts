import type { AssetPerformer, AssetStatus, Gallery, MediaItem, MediaType, Photo, Product, Video } from '@platform/shared/contract';
import type { SignedFiles, LinkViewer } from '../../core/signed-files';
import type { Storage } from '../../core/storage';
import { iso } from '../../core/http';
import type { GalleryRow, MediaRow, OwnerColumns, PhotoRow, ProductRow, VideoRow } from './asset-rows';

// Content rows → contract shapes. A protected file's URL is a signed link made for `linkViewer`, or left out.

export interface MapperServices {
  storage: Storage;
  signedFiles: SignedFiles;
}

export const performerCard = (row: OwnerColumns & { performer_id: string }, storage: Storage): AssetPerformer | null =>
  row.performer_username
    ? {
        _id: row.performer_id,
        username: row.performer_username,
        name: row.performer_name || row.performer_username,
        avatar: storage.url(row.performer_avatar) ?? '/no-avatar.png',
      }
    : null;

const signed = (services: MapperServices, fileId: string | null, viewer: LinkViewer | null) =>
  fileId && viewer ? services.signedFiles.url(fileId, viewer).url : undefined;

const withUrl = <T extends object>(shape: T, url: string | undefined): T & { url?: string } => (url ? { ...shape, url } : shape);

const status = (value: string) => value as AssetStatus;
const seconds = (value: string | number | null) => (value === null ? null : Number(value));

export function toVideo(row: VideoRow, services: MapperServices, access: { isBought: boolean; linkViewer: LinkViewer | null }): Video {
  const poster = services.storage.url(row.poster_path);
  const thumbnail = services.storage.url(row.thumbnail_path) ?? poster;
  const trailerUrl = services.storage.url(row.trailer_path);
  return {
    _id: row.id,
    performerId: row.performer_id,
    title: row.title,
    description: row.description,
    status: status(row.status),
    processing: false,
    token: row.token,
    isSaleVideo: row.is_sale,
    isBought: access.isBought,
    thumbnail,
    poster,
    video: withUrl(
      {
        duration: Number(row.duration),
        width: row.width,
        height: row.height,
        thumbnails: [thumbnail, poster].filter((url, index, all): url is string => !!url && all.indexOf(url) === index),
      },
      signed(services, row.file_id, access.linkViewer),
    ),
    trailer: trailerUrl ? { url: trailerUrl, duration: seconds(row.trailer_duration) ?? 0 } : null,
    performer: performerCard(row, services.storage),
    type: row.media_type as MediaType,
    theme: row.theme,
    tags: row.tags,
    actresses: row.actresses,
    views: row.views,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}

const thumbnailsOf = (storage: Storage, small: string | null, medium: string | null) =>
  [storage.url(small), storage.url(medium)].filter((url): url is string => !!url);

export function toPhoto(row: PhotoRow, services: MapperServices, access: { isBought: boolean; linkViewer: LinkViewer | null }): Photo {
  return {
    _id: row.id,
    performerId: row.performer_id,
    galleryId: row.gallery_id,
    title: row.title,
    description: row.description,
    status: status(row.status),
    token: row.token,
    isSale: row.is_sale,
    isBought: access.isBought,
    photo: withUrl(
      { thumbnails: thumbnailsOf(services.storage, row.small_path, row.medium_path), width: row.width, height: row.height },
      signed(services, row.file_id, access.linkViewer),
    ),
    type: row.media_type as MediaType,
    theme: row.theme,
    tags: row.tags,
    views: row.views,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}

export function toGallery(row: GalleryRow, services: MapperServices, access: { isBought: boolean }): Gallery {
  const thumbnails = thumbnailsOf(services.storage, row.cover_small_path, row.cover_medium_path);
  return {
    _id: row.id,
    performerId: row.performer_id,
    name: row.name,
    description: row.description,
    status: status(row.status),
    token: row.token,
    isSale: row.is_sale,
    isBought: access.isBought,
    numOfItems: row.num_of_items,
    // the cover is a public thumbnail, whatever the gallery's price
    coverPhoto: thumbnails.length ? { url: thumbnails[thumbnails.length - 1], thumbnails } : null,
    performer: performerCard(row, services.storage),
    tags: row.tags,
    views: row.views,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}

export function toProduct(row: ProductRow, services: MapperServices, access: { isBought: boolean; linkViewer: LinkViewer | null }): Product {
  const digitalFile =
    row.type === 'digital' && row.digital_file_id && access.linkViewer
      ? services.signedFiles.url(row.digital_file_id, access.linkViewer, { download: true }).url
      : undefined;
  return {
    _id: row.id,
    performerId: row.performer_id,
    name: row.name,
    description: row.description,
    type: row.type,
    image: services.storage.url(row.image_path),
    ...(digitalFile ? { digitalFile } : {}),
    token: row.token,
    stock: row.stock,
    publish: row.status === 'active' && !row.deleted_at,
    isBought: access.isBought,
    status: status(row.status),
    performer: performerCard(row, services.storage),
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}

export function toMediaItem(row: MediaRow, services: MapperServices, access: { isBought: boolean; linkViewer: LinkViewer | null }): MediaItem {
  return withUrl(
    {
      _id: row.id,
      kind: row.kind,
      type: row.media_type as MediaType,
      title: row.title,
      description: row.description,
      theme: row.theme,
      tags: row.tags,
      actresses: row.actresses.length ? row.actresses : [row.performer_name || row.performer_username || ''].filter(Boolean),
      performerId: row.performer_id,
      galleryId: row.gallery_id,
      performer: performerCard(row, services.storage),
      thumbnail: services.storage.url(row.thumbnail_path),
      trailer: services.storage.url(row.trailer_path),
      duration: row.duration === null ? null : Number(row.duration),
      width: row.width,
      height: row.height,
      token: row.token,
      isSale: row.is_sale,
      isBought: access.isBought,
      status: status(row.status),
      views: row.views,
      createdAt: iso(row.created_at) ?? '',
      updatedAt: iso(row.updated_at) ?? '',
    },
    signed(services, row.file_id, access.linkViewer),
  );
}
