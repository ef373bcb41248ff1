/** Query keys of the catalogue's content screens (videos, galleries, photos, products, media, posts). */
export const contentKeys = {
  all: ['catalog-content'] as const,
  videos: () => [...contentKeys.all, 'videos'] as const,
  videoList: (params: object) => [...contentKeys.videos(), 'list', params] as const,
  video: (id: string) => [...contentKeys.videos(), 'one', id] as const,
  galleries: () => [...contentKeys.all, 'galleries'] as const,
  galleryList: (params: object) => [...contentKeys.galleries(), 'list', params] as const,
  gallery: (id: string) => [...contentKeys.galleries(), 'one', id] as const,
  galleryPhotos: (id: string, params: object) => [...contentKeys.galleries(), 'photos', id, params] as const,
  photoList: (params: object) => [...contentKeys.all, 'photos', params] as const,
  posts: () => [...contentKeys.all, 'posts'] as const,
  postList: (params: object) => [...contentKeys.posts(), 'list', params] as const,
  post: (idOrSlug: string) => [...contentKeys.posts(), 'one', idOrSlug] as const,
  tags: () => [...contentKeys.all, 'tags'] as const,
  actresses: () => [...contentKeys.all, 'actresses'] as const,
};

/** The keys of one kind of content under `contentKeys.all`: the kind, its lists, one list and one item. */
export function kindKeys<P>(kind: string) {
  const all = () => [...contentKeys.all, kind] as const;
  const lists = () => [...all(), 'list'] as const;
  return { all, lists, list: (params: P) => [...lists(), params] as const, one: (id: string) => [...all(), 'one', id] as const };
}
