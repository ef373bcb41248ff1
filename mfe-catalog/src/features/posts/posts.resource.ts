import { api, payload } from '@platform/shared';
import type { Paged, Post } from '@platform/shared/contract';

/** Query of GET /posts/search (newest first by default); `type: 'post'` leaves out the site's pages (terms, privacy). */
export interface PostSearchParams {
  limit: number;
  offset: number;
  type: 'post' | 'page';
  q?: string;
}

/** GET /posts/search: published posts, paged. */
export async function searchPosts(params: PostSearchParams): Promise<Paged<Post>> {
  return payload(await api.get<Paged<Post>>('/posts/search', { params: { ...params } }));
}

/** GET /posts/{id}: one published post by id or slug (404 when there is none). */
export async function getPost(idOrSlug: string): Promise<Post> {
  return payload(await api.get<Post>(`/posts/${encodeURIComponent(idOrSlug)}`));
}
