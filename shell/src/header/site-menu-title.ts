import type { TFunction } from 'i18next';
import type { MenuItem } from '@platform/shared/contract';
import en from '../locales/en.json';

/** The site's own pages that its default menus link to: their texts in the shell's catalog (nav.site). */
const SITE_PAGES: Record<string, keyof typeof en.nav.site> = {
  '/': 'home',
  '/performers': 'performers',
  '/videos': 'videos',
  '/galleries': 'galleries',
  '/products': 'products',
  '/posts': 'posts',
  '/contact': 'contact',
  '/auth/register/performer': 'becomeModel',
  '/auth/register/studio': 'studioSignUp',
  '/auth/register/user': 'memberSignUp',
};

/**
 * A menu item's text in the interface language. Menus are the admin's content: a title the admin wrote stays as
 * written; only the default title of one of the site's own pages ('Videos' for /videos) is the interface's text.
 */
export function siteMenuTitle(item: Pick<MenuItem, 'title' | 'path'>, t: TFunction): string {
  const key = SITE_PAGES[item.path];
  return key && en.nav.site[key] === item.title ? t(`nav.site.${key}`) : item.title;
}
