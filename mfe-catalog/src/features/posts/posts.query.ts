import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content/content.keys';
import { getPost, searchPosts, type PostSearchParams } from './posts.resource';

export const postListQuery = (params: PostSearchParams) =>
  queryOptions({ queryKey: contentKeys.postList(params), queryFn: () => searchPosts(params), placeholderData: keepPreviousData });

export const postQuery = (idOrSlug: string) => queryOptions({ queryKey: contentKeys.post(idOrSlug), queryFn: () => getPost(idOrSlug) });
