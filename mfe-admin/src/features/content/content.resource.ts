import { queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { AdminBanner, AdminBannerInput, SiteContentSettings } from '@platform/shared/contract';

export const contentKeys = {
  all: ['admin', 'content'] as const,
  settings: () => [...contentKeys.all, 'settings'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
};

/** GET /admin/content/settings: maintenance, the 18+ popup and the footer texts. */
export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: contentKeys.settings(),
    queryFn: async () => payload(await api.get<SiteContentSettings>('/admin/content/settings')),
    staleTime: 0,
  });

/** PUT /admin/content/settings: the public site reads them on its next page load. */
export async function saveSiteSettings(settings: SiteContentSettings): Promise<SiteContentSettings> {
  return payload(await api.put<SiteContentSettings>('/admin/content/settings', settings));
}

/** GET /admin/content/banners: every banner, active or not, by position and order. */
export const bannersQuery = () =>
  queryOptions({
    queryKey: contentKeys.banners(),
    queryFn: async () => payload(await api.get<AdminBanner[]>('/admin/content/banners')),
    staleTime: 0,
  });

/** POST /admin/content/banners (a new one) or PUT /admin/content/banners/{id}. */
export async function saveBanner(id: string | null, input: AdminBannerInput): Promise<AdminBanner> {
  return payload(
    id ? await api.put<AdminBanner>(`/admin/content/banners/${id}`, input) : await api.post<AdminBanner>('/admin/content/banners', input),
  );
}

/** POST /admin/content/banners/{id}/image: the picture (sniffed, size-limited, kept as WebP by the API). */
export async function uploadBannerImage(id: string, file: File, onProgress?: (percent: number) => void): Promise<AdminBanner> {
  return payload(await api.upload<AdminBanner>(`/admin/content/banners/${id}/image`, { image: file }, {}, { method: 'POST', onProgress }));
}

export async function deleteBanner(id: string): Promise<void> {
  await api.delete(`/admin/content/banners/${id}`);
}

/** What the banner form edits, from a banner (or the defaults of a new one). */
export const bannerInput = (banner: AdminBanner | null, nextOrdering = 0): AdminBannerInput =>
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
    : { title: '', titleRu: '', description: '', descriptionRu: '', href: '', position: 'top', status: 'active', ordering: nextOrdering };
