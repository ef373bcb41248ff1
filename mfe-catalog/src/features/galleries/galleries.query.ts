import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content/content.keys';
import { getGallery, getGalleryPhotos, searchGalleries, type GallerySearchParams } from './galleries.resource';

export const galleryListQuery = (params: GallerySearchParams) =>
  queryOptions({ queryKey: contentKeys.galleryList(params), queryFn: () => searchGalleries(params), placeholderData: keepPreviousData });

export const galleryQuery = (id: string) => queryOptions({ queryKey: contentKeys.gallery(id), queryFn: () => getGallery(id), staleTime: 0 });

/** Signed full-size URLs expire: asked again each time the page opens. */
export const galleryPhotosQuery = (id: string, params: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: contentKeys.galleryPhotos(id, params),
    queryFn: () => getGalleryPhotos(id, params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
