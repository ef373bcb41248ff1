import { Type, type Static, type StringOptions, type TOptional, type TString } from '@sinclair/typebox';
import { StringEnum } from './envelope';
import { ActiveStatus, BannerPosition, OrderingInput } from './fields';
import { PostFields } from './content-assets';
import { BannerPhoto, MenuItemFields } from './site';

/**
 * GET/PUT /admin/content/settings: the site settings an operator edits in the back office. Each is a public
 * setting (`GET /settings/public` answers it); a `…Ru` key is the text a Russian interface shows instead.
 */
export const SiteContentSettings = Type.Object({
  maintenanceMode: Type.Boolean(),
  maintenanceMessage: Type.String({ maxLength: 2000 }),
  maintenanceMessageRu: Type.String({ maxLength: 2000 }),
  enablePopup18Plus: Type.Boolean(),
  popupContent18Plus: Type.String({ maxLength: 10_000 }),
  popupContent18PlusRu: Type.String({ maxLength: 10_000 }),
  footerContent: Type.String({ maxLength: 10_000 }),
  footerContentRu: Type.String({ maxLength: 10_000 }),
});
export type SiteContentSettings = Static<typeof SiteContentSettings>;

/**
 * Texts an operator types, each followed by its Russian twin `<field>Ru` (as long at most; '' or left out: a Russian
 * interface shows the English one).
 */
function textsWithRussian<K extends string>(texts: Record<K, StringOptions>) {
  const fields = Object.entries<StringOptions>(texts).flatMap(([field, options]) => [
    [field, Type.String(options)],
    [`${field}Ru`, Type.Optional(Type.String({ maxLength: options.maxLength }))],
  ]);
  return Object.fromEntries(fields) as { [P in K]: TString } & { [P in K as `${P}Ru`]: TOptional<TString> };
}

/** The Russian twins of an item's texts as the back office reads them ('' where it has none). */
function russianTexts<K extends string>(...texts: K[]) {
  return Object.fromEntries(texts.map((field) => [`${field}Ru`, Type.String()])) as { [P in K as `${P}Ru`]: TString };
}

// Whether visitors see an item and where it stands in its list, as stored and as an operator types them.
const ListingFields = { status: ActiveStatus, ordering: Type.Integer() };
const ListingInputFields = { status: ActiveStatus, ordering: OrderingInput };

/** A banner as the back office edits it: inactive ones included, with its order and Russian texts. */
export const AdminBanner = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  ...russianTexts('title', 'description'),
  href: Type.String(),
  position: BannerPosition,
  ...ListingFields,
  photo: BannerPhoto,
  createdAt: Type.String(),
});
export type AdminBanner = Static<typeof AdminBanner>;

/** POST /admin/content/banners and PUT /admin/content/banners/{id}: what an operator types (the picture is uploaded apart). */
export const AdminBannerInput = Type.Object({
  ...textsWithRussian({ title: { minLength: 1, maxLength: 200 }, description: { maxLength: 1000 } }),
  href: Type.String({ maxLength: 500, pattern: '^(|/[^\\s]*|https?://[^\\s]+)$' }),
  position: BannerPosition,
  ...ListingInputFields,
});
export type AdminBannerInput = Static<typeof AdminBannerInput>;

/** A header or footer link as the back office edits it, with its Russian title ('' when it has none). */
export const AdminMenuItem = Type.Object({ ...MenuItemFields, ...russianTexts('title') });
export type AdminMenuItem = Static<typeof AdminMenuItem>;

/** POST /admin/content/menus and PUT /admin/content/menus/{id}: a link in the site's header or footer. */
export const AdminMenuInput = Type.Object({
  ...textsWithRussian({ title: { minLength: 1, maxLength: 100 } }),
  path: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/[^\\s]*|https?://[^\\s]+)$' }),
  section: StringEnum(['header', 'footer']),
  isNewTab: Type.Boolean(),
  ordering: OrderingInput,
});
export type AdminMenuInput = Static<typeof AdminMenuInput>;

/** A performer category as the back office edits it: inactive ones included, with its Russian texts. */
export const AdminCategory = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  ...russianTexts('name', 'description'),
  ...ListingFields,
});
export type AdminCategory = Static<typeof AdminCategory>;

/** POST /admin/content/categories and PUT /admin/content/categories/{id}. */
export const AdminCategoryInput = Type.Object({
  ...textsWithRussian({ name: { minLength: 1, maxLength: 100 }, description: { maxLength: 1000 } }),
  slug: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  ...ListingInputFields,
});
export type AdminCategoryInput = Static<typeof AdminCategoryInput>;

/** A post or page as the back office edits it, with its Russian texts ('' where it has none). */
export const AdminPost = Type.Object({
  ...PostFields,
  ...russianTexts('title', 'shortDescription', 'content'),
});
export type AdminPost = Static<typeof AdminPost>;

/** POST /admin/content/posts and PUT /admin/content/posts/{id}: a post (or a page such as the terms) as typed. */
export const AdminPostInput = Type.Object({
  ...textsWithRussian({ title: { minLength: 1, maxLength: 200 }, shortDescription: { maxLength: 1000 }, content: { maxLength: 100_000 } }),
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  type: StringEnum(['post', 'page']),
  status: StringEnum(['published', 'draft']),
});
export type AdminPostInput = Static<typeof AdminPostInput>;
