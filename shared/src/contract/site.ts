import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './envelope';
import { ActiveStatus, BannerPosition } from './fields';

/** How a kind of show reaches the viewers. */
export const StreamDelivery = StringEnum(['hls', 'webrtc']);
export type StreamDelivery = Static<typeof StreamDelivery>;

/** How public, private and group shows are delivered; spread into the settings that carry them. */
export const StreamDeliveryFields = { optionForBroadcast: StreamDelivery, optionForPrivate: StreamDelivery, optionForGroup: StreamDelivery };

/** GET /settings/public: a flat key -> value map; the keys below always exist, others may be added by an admin. */
export const PublicSettings = Type.Object(
  {
    siteName: Type.String(),
    logoUrl: Type.String(),
    placeholderLoginUrl: Type.String(),
    placeholderAvatarUrl: Type.String(),
    favicon: Type.String(),
    metaKeywords: Type.String(),
    metaDescription: Type.String(),
    headerScript: Type.String(),
    afterBodyScript: Type.String(),
    currency: Type.String(),
    gaCode: Type.String(),
    maintenanceMode: Type.Boolean(),
    tipSound: Type.String(),
    defaultOfflineModelImage: Type.String(),
    defaultPrivateCallImage: Type.String(),
    defaultGroupChatImage: Type.String(),
    viewerURL: Type.String(),
    publisherURL: Type.String(),
    subscriberUrl: Type.String(),
    ...StreamDeliveryFields,
    secureOption: Type.Boolean(),
    AntMediaAppname: Type.String(),
    enablePopup18Plus: Type.Boolean(),
    popupContent18Plus: Type.String(),
    footerContent: Type.String(),
  },
  { additionalProperties: true },
);
// Static<> does not carry `additionalProperties`, so the open part of the map is added to the type by hand.
export type PublicSettings = Static<typeof PublicSettings> & { [key: string]: unknown };

export const SettingsKeysRequest = Type.Object({ keys: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 }) });
export type SettingsKeysRequest = Static<typeof SettingsKeysRequest>;

export const SettingsKeysResponse = Type.Record(Type.String(), Type.Unknown());
export type SettingsKeysResponse = Static<typeof SettingsKeysResponse>;

/**
 * A visitor-facing text in other languages than the default (English) one, by language then field:
 * `{ ru: { title: '…', description: '…' } }`. The default fields stay as they were; the client picks its language.
 */
export const Translations = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Type.Record(Type.String(), Type.String()));
export type Translations = Static<typeof Translations>;

/** A header or footer link as stored; visitors get it with its translations, the back office with its Russian title. */
export const MenuItemFields = {
  _id: Type.String(),
  title: Type.String(),
  path: Type.String(),
  section: StringEnum(['header', 'footer']),
  internal: Type.Boolean(),
  isNewTab: Type.Boolean(),
  ordering: Type.Number(),
  parentId: Nullable(Type.String()),
};

export const MenuItem = Type.Object({ ...MenuItemFields, translations: Type.Optional(Translations) });
export type MenuItem = Static<typeof MenuItem>;

export const BannerPhoto = Type.Object({ url: Type.String(), thumbnails: Type.Array(Type.String()) });

export const Banner = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  href: Type.String(),
  position: BannerPosition,
  status: ActiveStatus,
  photo: BannerPhoto,
  createdAt: Type.String(),
  translations: Type.Optional(Translations),
});
export type Banner = Static<typeof Banner>;

export const Country = Type.Object({
  code: Type.String(),
  name: Type.String(),
});
export type Country = Static<typeof Country>;

export const CommissionSettings = Type.Record(Type.String(), Type.Number());
export type CommissionSettings = Static<typeof CommissionSettings>;
