import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content/content.keys';
import { getVideo, searchVideos, type VideoSearchParams } from './videos.resource';

export const videoListQuery = (params: VideoSearchParams) =>
  queryOptions({ queryKey: contentKeys.videoList(params), queryFn: () => searchVideos(params), placeholderData: keepPreviousData });

/** A signed URL expires: the page asks again rather than trusting a minutes-old copy. */
export const videoQuery = (id: string) => queryOptions({ queryKey: contentKeys.video(id), queryFn: () => getVideo(id), staleTime: 0 });
