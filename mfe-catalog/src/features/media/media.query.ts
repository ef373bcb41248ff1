import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MEDIA_CACHE_MS } from '@platform/shared';
import { kindKeys } from '../content/content.keys';
import { getMedia, searchMedia, type MediaSearchParams } from './media.resource';

export const mediaKeys = kindKeys<MediaSearchParams>('media');

/**
 * One search, cached 60 s per query (the same filters and page within a minute answer from the cache). The signal
 * lets TanStack Query abort a search nobody waits for any more; that search then resolves empty, never an error.
 */
export const mediaListQuery = (params: MediaSearchParams) =>
  queryOptions({
    queryKey: mediaKeys.list(params),
    queryFn: ({ signal }) => searchMedia(params, signal),
    staleTime: MEDIA_CACHE_MS,
    placeholderData: keepPreviousData,
  });

/** A signed URL expires: the page asks again each time it opens. */
export const mediaQuery = (id: string) => queryOptions({ queryKey: mediaKeys.one(id), queryFn: () => getMedia(id), staleTime: 0 });
