import { api, payload } from '@platform/shared';
import type { DeletedAsset, Gallery, GalleryRequest, GalleryUpdateRequest, Paged, Photo, Product, Video } from '@platform/shared/contract';

// The performer's own content: /performer/performer-assets/* (services/api/src/features/content-assets/*.routes.ts).
const BASE = '/performer/performer-assets';
const id$ = (id: string) => encodeURIComponent(id);

export type AssetKind = 'videos' | 'photos' | 'galleries' | 'products';

/** Limit-offset page of her own items, newest first (the server's default page is 12, at most 200). */
export interface OwnListParams {
  limit: number;
  offset: number;
  sortBy: 'createdAt';
  sort: 'desc' | 'asc';
  galleryId?: string;
}

export const ownListParams = (page: number, pageSize: number, extra: Partial<OwnListParams> = {}): OwnListParams => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
  sortBy: 'createdAt',
  sort: 'desc',
  ...extra,
});

/** Progress (0–100) and cancellation of one multipart request. */
export interface UploadCallOptions {
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/** Multipart text fields: numbers and booleans travel as their text. */
export type FormFields = Record<string, string | number | boolean | undefined>;

const search = async <T>(kind: AssetKind, params: OwnListParams) =>
  payload(await api.get<Paged<T>>(`${BASE}/${kind}/search`, { params: { ...params } }));
const view = async <T>(kind: AssetKind, id: string) => payload(await api.get<T>(`${BASE}/${kind}/${id$(id)}/view`));

/** DELETE /performer/performer-assets/{kind}/{id} (a gallery takes its photos with it; buyers keep what they bought). */
export async function deleteOwnAsset(kind: AssetKind, id: string): Promise<DeletedAsset> {
  return payload(await api.delete<DeletedAsset>(`${BASE}/${kind}/${id$(id)}`));
}

// Videos

export const searchOwnVideos = (params: OwnListParams) => search<Video>('videos', params);
export const getOwnVideo = (id: string) => view<Video>('videos', id);

export interface VideoFiles {
  video?: File | null;
  trailer?: File | null;
  thumbnail?: File | null;
}

/** POST …/videos/upload: `video` (required), `trailer`, `thumbnail` plus the VideoForm fields. */
export async function uploadVideo(files: VideoFiles, fields: FormFields, options: UploadCallOptions = {}): Promise<Video> {
  return payload(await api.upload<Video>(`${BASE}/videos/upload`, { ...files }, fields, options));
}

/** PUT …/videos/{id}: any VideoForm field, optionally a new video, trailer or thumbnail. */
export async function updateVideo(id: string, files: VideoFiles, fields: FormFields, options: UploadCallOptions = {}): Promise<Video> {
  return payload(await api.upload<Video>(`${BASE}/videos/${id$(id)}`, { ...files }, fields, { ...options, method: 'PUT' }));
}

// Photos

export const searchOwnPhotos = (params: OwnListParams) => search<Photo>('photos', params);
export const getOwnPhoto = (id: string) => view<Photo>('photos', id);

/** POST …/photos/upload: `photo` plus the PhotoForm fields (`galleryId` puts it into one of her galleries). */
export async function uploadPhoto(photo: File, fields: FormFields, options: UploadCallOptions = {}): Promise<Photo> {
  return payload(await api.upload<Photo>(`${BASE}/photos/upload`, { photo }, fields, options));
}

/** PUT …/photos/{id}: any PhotoForm field, optionally a new photo. */
export async function updatePhoto(id: string, photo: File | null, fields: FormFields, options: UploadCallOptions = {}): Promise<Photo> {
  return payload(await api.upload<Photo>(`${BASE}/photos/${id$(id)}`, { photo }, fields, { ...options, method: 'PUT' }));
}

// Galleries (JSON)

export const searchOwnGalleries = (params: OwnListParams) => search<Gallery>('galleries', params);
export const getOwnGallery = (id: string) => view<Gallery>('galleries', id);

/** POST …/galleries: an empty gallery; photos are uploaded into it afterwards. */
export async function createGallery(body: GalleryRequest): Promise<Gallery> {
  return payload(await api.post<Gallery>(`${BASE}/galleries`, body));
}

/** PUT …/galleries/{id}: `coverPhotoId` must be one of its photos. */
export async function updateGallery(id: string, body: GalleryUpdateRequest): Promise<Gallery> {
  return payload(await api.put<Gallery>(`${BASE}/galleries/${id$(id)}`, body));
}

// Products

export const searchOwnProducts = (params: OwnListParams) => search<Product>('products', params);
export const getOwnProduct = (id: string) => view<Product>('products', id);

export interface ProductFiles {
  image?: File | null;
  digitalFile?: File | null;
}

/** POST …/products: `image`, `digitalFile` (required for a digital product) plus the ProductForm fields. */
export async function createProduct(files: ProductFiles, fields: FormFields, options: UploadCallOptions = {}): Promise<Product> {
  return payload(await api.upload<Product>(`${BASE}/products`, { ...files }, fields, options));
}

/** PUT …/products/{id}: any ProductForm field, a new image or file. */
export async function updateProduct(id: string, files: ProductFiles, fields: FormFields, options: UploadCallOptions = {}): Promise<Product> {
  return payload(await api.upload<Product>(`${BASE}/products/${id$(id)}`, { ...files }, fields, { ...options, method: 'PUT' }));
}
