import type { Post } from '@platform/shared/contract';

/** Test data shaped like GET /posts/search items. */
export function makePost(overrides: Partial<Post> & { _id: string }): Post {
  return {
    title: `Post ${overrides._id}`,
    slug: `post-${overrides._id}`,
    type: 'post',
    shortDescription: '',
    content: '<p>Hello.</p>',
    image: null,
    status: 'published',
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}
