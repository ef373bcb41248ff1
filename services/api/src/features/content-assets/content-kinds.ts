import { Gallery, MediaItem, Photo, Product, Video } from '@platform/shared/contract';
import type { TSchema } from '@sinclair/typebox';
import type { Queryable } from '../../db/db.types';
import type { LinkViewer } from '../../core/signed-files';
import type { SaleKind } from '../money/catalog.repository';
import type { AssetColumns, GalleryRow, MediaRow, PhotoRow, ProductRow, VideoRow } from './asset-rows';
import { isFree } from './asset-access';
import type { KIND_LABELS } from './presenters';
import { toGallery, toMediaItem, toPhoto, toProduct, toVideo, type MapperServices } from './assets.mapper';
import type { AssetTable } from './assets.repository';
import { findGallery } from './galleries.repository';
import { findMedia } from './media.repository';
import { findPhoto } from './photos.repository';
import { findProduct } from './products.repository';
import { findVideo } from './videos.repository';

/** What differs between the content kinds; the routes, presenters and access rules are the same for all. */
export interface ContentKind<Row extends AssetColumns, Item extends { isBought: boolean }, S extends TSchema = TSchema> {
  /** Its name in messages ("Video not found"): a key of KIND_LABELS. */
  name: keyof typeof KIND_LABELS;
  /** The OpenAPI tag of its routes. */
  tag: string;
  /** The table its owner manages it in (the legacy media list writes to videos or photos, by row). */
  table: AssetTable | null;
  /** The answer's schema. */
  schema: S;
  find(db: Queryable, id: string): Promise<Row | null>;
  /** The purchases that unlock a row: what was bought, and its id. */
  unlockedBy(row: Row): Array<[SaleKind, string | null]>;
  /** Whether anyone may open its protected file without buying it. */
  free(row: Row): boolean;
  toItem(row: Row, services: MapperServices, access: { isBought: boolean; linkViewer: LinkViewer | null }): Item;
}

type KindDefinition<Row extends AssetColumns, Item extends { isBought: boolean }, S extends TSchema> = Omit<
  ContentKind<Row, Item, S>,
  'unlockedBy' | 'free'
> &
  Partial<Pick<ContentKind<Row, Item, S>, 'unlockedBy' | 'free'>> & { sale?: SaleKind };

/** By default a row is unlocked by buying it, and free when it is not on sale or priced at 0. */
const kind = <Row extends AssetColumns & { is_sale?: boolean }, Item extends { isBought: boolean }, S extends TSchema>({
  sale,
  ...definition
}: KindDefinition<Row, Item, S>): ContentKind<Row, Item, S> => ({
  unlockedBy: (row) => (sale ? [[sale, row.id]] : []),
  free: (row) => isFree({ token: row.token, is_sale: row.is_sale ?? true }),
  ...definition,
});

/** A photo is bought alone or with its gallery, and free only when its gallery is free too. */
const photoUnlockedBy = (row: { id: string; gallery_id: string | null }): Array<[SaleKind, string | null]> => [
  ['photo', row.id],
  ['gallery', row.gallery_id],
];

export const CONTENT_KINDS = {
  video: kind<VideoRow, Video, typeof Video>({
    sale: 'video',
    name: 'video',
    tag: 'videos',
    table: 'videos',
    schema: Video,
    find: findVideo,
    toItem: toVideo,
  }),
  photo: kind<PhotoRow, Photo, typeof Photo>({
    sale: 'photo',
    name: 'photo',
    tag: 'photos',
    table: 'photos',
    schema: Photo,
    find: findPhoto,
    toItem: toPhoto,
    unlockedBy: photoUnlockedBy,
    free: (row) => isFree(row) && (row.gallery_token === null || isFree({ token: row.gallery_token, is_sale: !!row.gallery_is_sale })),
  }),
  gallery: kind<GalleryRow, Gallery, typeof Gallery>({
    sale: 'gallery',
    name: 'gallery',
    tag: 'galleries',
    table: 'galleries',
    schema: Gallery,
    find: findGallery,
    toItem: toGallery,
  }),
  // a product is never "not on sale": it is free only at 0 tokens
  product: kind<ProductRow, Product, typeof Product>({
    sale: 'product',
    name: 'product',
    tag: 'products',
    table: 'products',
    schema: Product,
    find: findProduct,
    toItem: toProduct,
  }),
  media: kind<MediaRow, MediaItem, typeof MediaItem>({
    name: 'media',
    tag: 'media',
    table: null,
    schema: MediaItem,
    find: findMedia,
    toItem: toMediaItem,
    unlockedBy: (row) => (row.kind === 'video' ? [['video', row.id]] : photoUnlockedBy(row)),
  }),
};
