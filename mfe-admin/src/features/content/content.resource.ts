import { queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type {
  AdminBanner,
  AdminBannerInput,
  AdminCategory,
  AdminCategoryInput,
  AdminMenuInput,
  AdminMenuItem,
  AdminPost,
  AdminPostInput,
  AdminTokenPackageInput,
  PublicSettings,
  SiteContentSettings,
  StreamingSettings,
  TokenPackage,
} from '@platform/shared/contract';
import { getQuery } from '../../common/api-query';

/** The kinds of site content edited as lists under /admin/content/<kind>. */
export type ContentKind = 'banners' | 'menus' | 'categories' | 'posts' | 'packages';

export const contentKeys = {
  all: ['admin', 'content'] as const,
  settings: () => [...contentKeys.all, 'settings'] as const,
  streaming: () => [...contentKeys.all, 'streaming'] as const,
  kind: (kind: ContentKind) => [...contentKeys.all, kind] as const,
};

/** GET /admin/content/settings: maintenance, the 18+ popup and the footer texts. */
export const siteSettingsQuery = () => getQuery<SiteContentSettings>(contentKeys.settings(), '/admin/content/settings');

/** PUT /admin/content/settings: the public site reads them on its next page load. */
export async function saveSiteSettings(settings: SiteContentSettings): Promise<SiteContentSettings> {
  return payload(await api.put<SiteContentSettings>('/admin/content/settings', settings));
}

/** How shows are delivered, as the public settings say (the players read the same). */
export const streamingSettingsQuery = () =>
  queryOptions({
    queryKey: contentKeys.streaming(),
    queryFn: async (): Promise<StreamingSettings> => {
      const all = payload(await api.get<PublicSettings>('/settings/public'));
      return {
        secureOption: all.secureOption,
        optionForBroadcast: all.optionForBroadcast,
        optionForPrivate: all.optionForPrivate,
        optionForGroup: all.optionForGroup,
      };
    },
    staleTime: 0,
  });

/** PUT /streaming/settings: a secureOption change must be taken by the media server first (its refusal is a 400/502 message). */
export async function saveStreamingSettings(settings: StreamingSettings): Promise<StreamingSettings> {
  return payload(await api.put<StreamingSettings>('/streaming/settings', settings));
}

/** GET /admin/content/<kind>: every item, inactive ones included, in display order. */
export const contentListQuery = <T>(kind: ContentKind) => getQuery<T[]>(contentKeys.kind(kind), `/admin/content/${kind}`);

/** POST /admin/content/<kind> (a new one) or PUT /admin/content/<kind>/{id}. */
export async function saveContentItem<T, I>(kind: ContentKind, id: string | null, input: I): Promise<T> {
  const url = `/admin/content/${kind}`;
  return payload(id ? await api.put<T>(`${url}/${id}`, input) : await api.post<T>(url, input));
}

export async function deleteContentItem(kind: ContentKind, id: string): Promise<void> {
  await api.delete(`/admin/content/${kind}/${id}`);
}

/** POST /admin/content/banners/{id}/image: the picture (sniffed, size-limited, kept as WebP by the API). */
export async function uploadBannerImage(id: string, file: File, onProgress?: (percent: number) => void): Promise<AdminBanner> {
  return payload(await api.upload<AdminBanner>(`/admin/content/banners/${id}/image`, { image: file }, {}, { method: 'POST', onProgress }));
}

/** What each form edits, from an item (or the defaults of a new one placed last). */
export const bannerInput = (banner: AdminBanner | null, ordering: number): AdminBannerInput =>
  banner
    ? {
        title: banner.title,
        titleRu: banner.titleRu,
        description: banner.description,
        descriptionRu: banner.descriptionRu,
        href: banner.href,
        position: banner.position,
        status: banner.status,
        ordering: banner.ordering,
      }
    : { title: '', titleRu: '', description: '', descriptionRu: '', href: '', position: 'top', status: 'active', ordering };

export const menuInput = (menu: AdminMenuItem | null, ordering: number): AdminMenuInput =>
  menu
    ? { title: menu.title, titleRu: menu.titleRu, path: menu.path, section: menu.section, isNewTab: menu.isNewTab, ordering: menu.ordering }
    : { title: '', titleRu: '', path: '/', section: 'header', isNewTab: false, ordering };

export const categoryInput = (category: AdminCategory | null, ordering: number): AdminCategoryInput =>
  category
    ? {
        name: category.name,
        nameRu: category.nameRu,
        slug: category.slug,
        description: category.description,
        descriptionRu: category.descriptionRu,
        status: category.status,
        ordering: category.ordering,
      }
    : { name: '', nameRu: '', slug: '', description: '', descriptionRu: '', status: 'active', ordering };

export const postInput = (post: AdminPost | null): AdminPostInput =>
  post
    ? {
        title: post.title,
        titleRu: post.titleRu,
        slug: post.slug,
        type: post.type,
        shortDescription: post.shortDescription,
        shortDescriptionRu: post.shortDescriptionRu,
        content: post.content,
        contentRu: post.contentRu,
        status: post.status,
      }
    : { title: '', titleRu: '', slug: '', type: 'post', shortDescription: '', shortDescriptionRu: '', content: '', contentRu: '', status: 'draft' };

export const packageInput = (pkg: TokenPackage | null, ordering: number): AdminTokenPackageInput =>
  pkg
    ? { name: pkg.name, description: pkg.description, price: pkg.price, tokens: pkg.tokens, ordering: pkg.ordering, isActive: pkg.isActive }
    : { name: '', description: '', price: 9.99, tokens: 100, ordering, isActive: true };
