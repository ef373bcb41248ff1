import { Type, type Static } from '@sinclair/typebox';
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

// Whether visitors see an item and where it stands in its list, as stored and as an operator types them.
const ListingFields = { status: ActiveStatus, ordering: Type.Integer() };
const ListingInputFields = { status: ActiveStatus, ordering: OrderingInput };

/** A banner as the back office edits it: inactive ones included, with its order and Russian texts. */
export const AdminBanner = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  titleRu: Type.String(),
  description: Type.String(),
  descriptionRu: Type.String(),
  href: Type.String(),
  position: BannerPosition,
  ...ListingFields,
  photo: BannerPhoto,
  createdAt: Type.String(),
});
export type AdminBanner = Static<typeof AdminBanner>;

/** POST /admin/content/banners and PUT /admin/content/banners/{id}: what an operator types (the picture is uploaded apart). */
export const AdminBannerInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  titleRu: Type.String({ maxLength: 200 }),
  description: Type.String({ maxLength: 1000 }),
  descriptionRu: Type.String({ maxLength: 1000 }),
  href: Type.String({ maxLength: 500, pattern: '^(|/[^\\s]*|https?://[^\\s]+)$' }),
  position: BannerPosition,
  ...ListingInputFields,
});
export type AdminBannerInput = Static<typeof AdminBannerInput>;

/** A header or footer link as the back office edits it, with its Russian title ('' when it has none). */
export const AdminMenuItem = Type.Object({ ...MenuItemFields, titleRu: Type.String() });
export type AdminMenuItem = Static<typeof AdminMenuItem>;

/** POST /admin/content/menus and PUT /admin/content/menus/{id}: a link in the site's header or footer. */
export const AdminMenuInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100 }),
  /** Shown to a Russian interface instead of the title; '' (or left out) shows the title. */
  titleRu: Type.Optional(Type.String({ maxLength: 100 })),
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
  nameRu: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  descriptionRu: Type.String(),
  ...ListingFields,
});
export type AdminCategory = Static<typeof AdminCategory>;

/** POST /admin/content/categories and PUT /admin/content/categories/{id}. */
export const AdminCategoryInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  nameRu: Type.String({ maxLength: 100 }),
  slug: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  description: Type.String({ maxLength: 1000 }),
  descriptionRu: Type.String({ maxLength: 1000 }),
  ...ListingInputFields,
});
export type AdminCategoryInput = Static<typeof AdminCategoryInput>;

/** A post or page as the back office edits it, with its Russian texts ('' where it has none). */
export const AdminPost = Type.Object({
  ...PostFields,
  titleRu: Type.String(),
  shortDescriptionRu: Type.String(),
  contentRu: Type.String(),
});
export type AdminPost = Static<typeof AdminPost>;

/**
 * POST /admin/content/posts and PUT /admin/content/posts/{id}: a post (or a page such as the terms) as typed. The
 * `…Ru` texts are what a Russian interface shows instead; '' (or left out) shows the English one.
 */
export const AdminPostInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  titleRu: Type.Optional(Type.String({ maxLength: 200 })),
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  type: StringEnum(['post', 'page']),
  shortDescription: Type.String({ maxLength: 1000 }),
  shortDescriptionRu: Type.Optional(Type.String({ maxLength: 1000 })),
  content: Type.String({ maxLength: 100_000 }),
  contentRu: Type.Optional(Type.String({ maxLength: 100_000 })),
  status: StringEnum(['published', 'draft']),
});
export type AdminPostInput = Static<typeof AdminPostInput>;
