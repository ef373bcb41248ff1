import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../content/content.keys';
import { managerKeys } from './manager.keys';
import {
  getOwnGallery,
  getOwnPhoto,
  getOwnProduct,
  getOwnVideo,
  searchOwnGalleries,
  searchOwnPhotos,
  searchOwnProducts,
  searchOwnVideos,
  type OwnListParams,
} from './manager.resource';

/** Her lists change only through her: kept while she pages back and forth, refreshed after each change. */
export const ownVideosQuery = (params: OwnListParams) =>
  queryOptions({ queryKey: managerKeys.list('videos', params), queryFn: () => searchOwnVideos(params), placeholderData: keepPreviousData });
export const ownPhotosQuery = (params: OwnListParams) =>
  queryOptions({ queryKey: managerKeys.list('photos', params), queryFn: () => searchOwnPhotos(params), placeholderData: keepPreviousData });
export const ownGalleriesQuery = (params: OwnListParams) =>
  queryOptions({ queryKey: managerKeys.list('galleries', params), queryFn: () => searchOwnGalleries(params), placeholderData: keepPreviousData });
export const ownProductsQuery = (params: OwnListParams) =>
  queryOptions({ queryKey: managerKeys.list('products', params), queryFn: () => searchOwnProducts(params), placeholderData: keepPreviousData });

/** One item for its edit form: asked again each time (signed URLs expire). */
export const ownVideoQuery = (id: string) => queryOptions({ queryKey: managerKeys.one('videos', id), queryFn: () => getOwnVideo(id), staleTime: 0 });
export const ownPhotoQuery = (id: string) => queryOptions({ queryKey: managerKeys.one('photos', id), queryFn: () => getOwnPhoto(id), staleTime: 0 });
export const ownGalleryQuery = (id: string) =>
  queryOptions({ queryKey: managerKeys.one('galleries', id), queryFn: () => getOwnGallery(id), staleTime: 0 });
export const ownProductQuery = (id: string) =>
  queryOptions({ queryKey: managerKeys.one('products', id), queryFn: () => getOwnProduct(id), staleTime: 0 });

/** After a create, update or delete: her lists and the public catalogue lists are fetched again. */
export function useRefreshContent() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contentKeys.all });
}
