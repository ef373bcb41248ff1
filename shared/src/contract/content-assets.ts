import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ObjectId, StringEnum } from './envelope';
import { TimestampFields } from './fields';
import { MEDIA_ITEM_TYPES } from './media-types';
import { Translations } from './site';

// Performer content a member can watch or buy: videos, photos, galleries, products, the legacy media façade over
// videos and photos, posts and the contact form. Protected files (a bought video, full-size gallery photos, a
// digital product) are only ever given as short-lived signed URLs bound to the caller.

export const ASSET_STATUSES = ['draft', 'active', 'inactive', 'file-error'] as const;
export const AssetStatus = StringEnum(ASSET_STATUSES);
export type AssetStatus = Static<typeof AssetStatus>;

export { MEDIA_ITEM_TYPES };
export const MediaType = StringEnum(MEDIA_ITEM_TYPES);
export type MediaType = Static<typeof MediaType>;
export const VIDEO_MEDIA_TYPES = ['VIDEO', 'SHORT', 'CUT', 'STREAM', 'OTHER'] as const;
export const PHOTO_MEDIA_TYPES = ['PHOTO', 'GIF'] as const;

export { MEDIA_THEMES } from './media-types';

/** The owner of an asset as cards show her. */
export const AssetPerformer = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
});
export type AssetPerformer = Static<typeof AssetPerformer>;

/** `url` (signed, expiring) only when the caller may play it: free, bought or her own. */
export const VideoFile = Type.Object({
  url: Type.Optional(Type.String()),
  duration: Type.Number({ description: 'Seconds' }),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  thumbnails: Type.Array(Type.String()),
});

export const TrailerFile = Type.Object({ url: Type.String(), duration: Type.Number() });

/** Price in tokens, whether it is for sale, and whether the caller bought it. */
const SaleFields = { token: Type.Integer({ minimum: 0 }), isSale: Type.Boolean(), isBought: Type.Boolean() };

export const Video = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  status: AssetStatus,
  processing: Type.Boolean(),
  /** Price in tokens. */
  token: Type.Integer({ minimum: 0 }),
  isSaleVideo: Type.Boolean(),
  isBought: Type.Boolean(),
  /** The uploaded thumbnail, else the poster taken from the video (`/uploads/previews/{name}.jpg`). */
  thumbnail: Nullable(Type.String()),
  /** A frame of the video, JPEG. */
  poster: Nullable(Type.String()),
  video: VideoFile,
  trailer: Nullable(TrailerFile),
  performer: Nullable(AssetPerformer),
  type: MediaType,
  theme: Type.String(),
  tags: Type.Array(Type.String()),
  /** Who appears in it (the actress filter). */
  actresses: Type.Array(Type.String()),
  views: Type.Integer(),
  ...TimestampFields,
});
export type Video = Static<typeof Video>;

/** Two WebP sizes are always public; the full-size `url` is signed and only given to whoever may see it. */
export const PhotoFile = Type.Object({
  url: Type.Optional(Type.String()),
  thumbnails: Type.Array(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});

export const Photo = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  galleryId: Nullable(Type.String()),
  title: Type.String(),
  description: Type.String(),
  status: AssetStatus,
  ...SaleFields,
  photo: PhotoFile,
  type: MediaType,
  theme: Type.String(),
  tags: Type.Array(Type.String()),
  views: Type.Integer(),
  ...TimestampFields,
});
export type Photo = Static<typeof Photo>;

export const GalleryCover = Type.Object({ url: Type.Optional(Type.String()), thumbnails: Type.Array(Type.String()) });

export const Gallery = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  status: AssetStatus,
  ...SaleFields,
  numOfItems: Type.Integer(),
  coverPhoto: Nullable(GalleryCover),
  performer: Nullable(AssetPerformer),
  tags: Type.Array(Type.String()),
  views: Type.Integer(),
  ...TimestampFields,
});
export type Gallery = Static<typeof Gallery>;

export const ProductType = StringEnum(['physical', 'digital']);
export type ProductType = Static<typeof ProductType>;

export const Product = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: ProductType,
  image: Nullable(Type.String()),
  /** Signed download link of a digital product, only for its buyers and its owner. */
  digitalFile: Type.Optional(Type.String()),
  token: Type.Integer({ minimum: 0 }),
  stock: Nullable(Type.Integer()),
  publish: Type.Boolean(),
  isBought: Type.Boolean(),
  status: AssetStatus,
  performer: Nullable(AssetPerformer),
  ...TimestampFields,
});
export type Product = Static<typeof Product>;

/** GET /user/performer-assets/products/{id}/download-link */
export const DownloadLink = Type.Object({ downloadLink: Type.String(), expiresAt: Type.String() });
export type DownloadLink = Static<typeof DownloadLink>;

/** One video or photo as the legacy media service answers it; `kind` says which purchase route sells it. */
export const MediaItem = Type.Object({
  _id: Type.String(),
  kind: StringEnum(['video', 'photo']),
  type: MediaType,
  title: Type.String(),
  description: Type.String(),
  theme: Type.String(),
  tags: Type.Array(Type.String()),
  actresses: Type.Array(Type.String()),
  performerId: Type.String(),
  /** A photo of a gallery is sold with its gallery (buy the gallery, not the photo). */
  galleryId: Nullable(Type.String()),
  performer: Nullable(AssetPerformer),
  /** Small picture for cards: the video's poster (`/uploads/previews/{name}.jpg`) or the photo's thumbnail. */
  thumbnail: Nullable(Type.String()),
  /** Signed URL of the file itself, only when the caller may see it. */
  url: Type.Optional(Type.String()),
  trailer: Nullable(Type.String()),
  duration: Nullable(Type.Number()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  ...SaleFields,
  status: AssetStatus,
  views: Type.Integer(),
  ...TimestampFields,
});
export type MediaItem = Static<typeof MediaItem>;

/** A media search item: `fields=title,thumbnail` narrows the answer to those fields (and `_id`). */
export const MediaSearchItem = Type.Composite([Type.Pick(MediaItem, ['_id']), Type.Partial(Type.Omit(MediaItem, ['_id']))]);
export type MediaSearchItem = Static<typeof MediaSearchItem>;

/** An entry of GET /tags or GET /actresses: the name and how many active media carry it. */
export const NamedCount = Type.Object({ name: Type.String(), total: Type.Integer() });
export type NamedCount = Static<typeof NamedCount>;

/** POST /performers/{id}/inc-view, POST /…/{id}/inc-view, POST /media/{id}/view */
export const ViewCount = Type.Object({ views: Type.Integer() });
export type ViewCount = Static<typeof ViewCount>;

/** GET /performers/{id}/check-blocking: whether this performer blocks the caller (as a member or by the caller's country). */
export const BlockingCheck = Type.Object({
  isBlocked: Type.Boolean(),
  /** Why, when blocked: `member` (she blocked this member) or `country` (she blocked the caller's country). */
  reason: Type.Optional(StringEnum(['member', 'country'], { description: 'Why, when blocked: the member or the country' })),
  /** The text to show when blocked (the same the refused calls answer). */
  message: Type.Optional(Type.String({ description: 'The text to show when blocked (the same the refused calls answer)' })),
});
export type BlockingCheck = Static<typeof BlockingCheck>;

export const DeletedAsset = Type.Object({ _id: Type.String(), deleted: Type.Literal(true) });
export type DeletedAsset = Static<typeof DeletedAsset>;

// Requests. Multipart forms send every field as text: numbers and booleans are read from their text.

const TitleField = Type.String({ minLength: 1, maxLength: 200 });
const DescriptionField = Type.String({ maxLength: 5000 });
/** Comma-separated tags in a form, or a list in JSON. */
const TagsField = Type.Union([Type.String({ maxLength: 1000 }), Type.Array(Type.String({ maxLength: 60 }), { maxItems: 30 })]);
const PriceField = Type.Integer({ minimum: 0, maximum: 100_000 });
/** A picture's or an upload's title and description, both optional. */
const OptionalCaptionFields = { title: Type.Optional(Type.String({ maxLength: 200 })), description: Type.Optional(DescriptionField) };
/** A gallery's or a product's name and description. */
const NamingFields = { name: TitleField, description: Type.Optional(DescriptionField) };
/** Whether visitors see the item, and its price in tokens. */
const OfferFields = { status: Type.Optional(AssetStatus), token: Type.Optional(PriceField) };

export const VideoForm = Type.Object({
  title: TitleField,
  description: Type.Optional(DescriptionField),
  ...OfferFields,
  isSaleVideo: Type.Optional(Type.Boolean()),
  type: Type.Optional(StringEnum(VIDEO_MEDIA_TYPES)),
  theme: Type.Optional(Type.String({ maxLength: 60 })),
  tags: Type.Optional(TagsField),
  /** Who appears in it, comma-separated (the actress filter finds it by any of them, or by its performer). */
  actresses: Type.Optional(TagsField),
});
export type VideoForm = Static<typeof VideoForm>;
export const VideoUpdateForm = Type.Partial(VideoForm);

export const PhotoForm = Type.Object({
  ...OptionalCaptionFields,
  galleryId: Type.Optional(ObjectId),
  ...OfferFields,
  isSale: Type.Optional(Type.Boolean()),
  theme: Type.Optional(Type.String({ maxLength: 60 })),
  tags: Type.Optional(TagsField),
});
export type PhotoForm = Static<typeof PhotoForm>;

export const GalleryRequest = Type.Object({
  ...NamingFields,
  ...OfferFields,
  isSale: Type.Optional(Type.Boolean()),
  tags: Type.Optional(TagsField),
  coverPhotoId: Type.Optional(ObjectId),
});
export type GalleryRequest = Static<typeof GalleryRequest>;
export const GalleryUpdateRequest = Type.Partial(GalleryRequest);
export type GalleryUpdateRequest = Static<typeof GalleryUpdateRequest>;

export const ProductForm = Type.Object({
  ...NamingFields,
  type: Type.Optional(ProductType),
  ...OfferFields,
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export type ProductForm = Static<typeof ProductForm>;
export const ProductUpdateForm = Type.Partial(ProductForm);

/** POST /media/upload: a video or a picture (its type decides which) plus these fields. */
export const MediaUploadForm = Type.Object({
  ...OptionalCaptionFields,
  type: Type.Optional(MediaType),
  theme: Type.Optional(Type.String({ maxLength: 60 })),
  tags: Type.Optional(TagsField),
  actresses: Type.Optional(TagsField),
  token: Type.Optional(PriceField),
  isSale: Type.Optional(Type.Boolean()),
  status: Type.Optional(AssetStatus),
});
export type MediaUploadForm = Static<typeof MediaUploadForm>;

/** POST /media/{id}/update (JSON). */
export const MediaUpdateRequest = Type.Partial(MediaUploadForm);
export type MediaUpdateRequest = Static<typeof MediaUpdateRequest>;

// Posts and the contact form.

/** A post or page as stored; visitors get it with its translations, the back office with its Russian texts. */
export const PostFields = {
  _id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  type: StringEnum(['post', 'page']),
  shortDescription: Type.String(),
  content: Type.String(),
  image: Nullable(Type.String()),
  status: StringEnum(['published', 'draft']),
  ...TimestampFields,
};

export const Post = Type.Object({ ...PostFields, translations: Type.Optional(Translations) });
export type Post = Static<typeof Post>;

export const ContactRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ format: 'email', maxLength: 200 }),
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type ContactRequest = Static<typeof ContactRequest>;

export const ContactReceipt = Type.Object({ _id: Type.String(), createdAt: Type.String() });
export type ContactReceipt = Static<typeof ContactReceipt>;
