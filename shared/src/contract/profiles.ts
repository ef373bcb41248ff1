import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  CitySchema,
  CountrySchema,
  DateSchema,
  EmailSchema,
  Gender,
  NameSchema,
  PATTERNS,
  PhoneSchema,
  RequiredNameSchema,
  UsernameSchema,
} from './auth';
import { Nullable, ObjectId, StringEnum } from './envelope';
import { Figures, privateDocument, SortFields } from './fields';
import { PayoutRequest, StudioCommissions } from './money';
import { StreamDelivery, Translations } from './site';

export const StreamingStatus = StringEnum(['public', 'private', 'group', 'offline']);
export type StreamingStatus = Static<typeof StreamingStatus>;

export const AccountStatus = StringEnum(['active', 'inactive', 'pending']);
export type AccountStatus = Static<typeof AccountStatus>;

/** Public form of any account, used in messages, rooms and tips. */
export const PublicUser = Type.Object(
  {
    _id: Type.String(),
    avatar: Type.String(),
    displayName: Type.String(),
    username: Type.String(),
    isPerformer: Type.Boolean(),
    memberRank: Type.Optional(Type.String()),
  },
  { description: 'Public form of any account, used in messages, rooms and tips' },
);
export type PublicUser = Static<typeof PublicUser>;

export const UserStats = Figures('totalViewTime totalTokenEarned totalTokenSpent');
export type UserStats = Static<typeof UserStats>;

export const User = Type.Object({
  _id: Type.String(),
  avatar: Type.String(),
  roles: Type.Array(Type.String()),
  isOnline: Type.Boolean(),
  displayName: Type.String(),
  username: Type.String(),
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  status: AccountStatus,
  gender: StringEnum(['female', 'transgender', 'male', ''], { description: 'Empty when not given' }),
  balance: Type.Number(),
  country: Type.String(),
  city: Type.String(),
  dateOfBirth: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  stats: UserStats,
  createdAt: Type.String(),
});
export type User = Static<typeof User>;

// What a profile update may change besides the role's own fields (each left out keeps its value).
const ContactUpdateFields = {
  username: Type.Optional(UsernameSchema),
  email: Type.Optional(EmailSchema),
  phone: Type.Optional(PhoneSchema),
};
const PlaceUpdateFields = { country: Type.Optional(CountrySchema), city: Type.Optional(CitySchema) };

export const UpdateUserRequest = Type.Object({
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  displayName: Type.Optional(NameSchema),
  /** Older clients send the display name as `name`; `displayName` wins when both are sent. */
  name: Type.Optional(NameSchema),
  ...ContactUpdateFields,
  gender: Type.Optional(Gender),
  ...PlaceUpdateFields,
  /** null clears it. */
  dateOfBirth: Type.Optional(Nullable(DateSchema)),
});
export type UpdateUserRequest = Static<typeof UpdateUserRequest>;

export const PerformerStats = Figures('views favorites totalVideos totalPhotos totalGalleries totalProducts totalStreamTime totalTokenEarned');
export type PerformerStats = Static<typeof PerformerStats>;

export const PerformerCategory = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  ordering: Type.Number(),
  description: Type.String(),
  status: Type.Optional(StringEnum(['active', 'inactive'])),
  createdAt: Type.Optional(Type.String()),
  translations: Type.Optional(Translations),
});
export type PerformerCategory = Static<typeof PerformerCategory>;

/** Search item (GET /performers/search). */
export const Performer = Type.Object({
  _id: Type.String(),
  avatar: Type.String(),
  username: Type.String(),
  name: Type.String(),
  gender: Gender,
  languages: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  streamingStatus: StreamingStatus,
  streamingTitle: Type.String(),
  /** Her status text (POST /performers/streaming-status/update), shown on her card and profile; '' when none. */
  statusMessage: Type.Optional(Type.String({ description: 'Her status text, shown on her card and profile' })),
  aboutMe: Type.String(),
  isFavorite: Type.Boolean(),
  isBlocked: Type.Boolean(),
  isStreaming: Type.Boolean(),
  isOnline: Type.Boolean(),
  watching: Type.Number(),
  lastStreamingTime: Nullable(Type.String()),
  privateCallPrice: Type.Number(),
  groupCallPrice: Type.Number(),
  /** She lets members spy on her private shows (POST /performers/default-price/update). */
  allowSpy: Type.Optional(Type.Boolean({ description: 'She lets members spy on her private shows' })),
  /** Tokens per minute a spy pays: her spy price, kept between her group and private prices. */
  spyCallPrice: Type.Optional(Type.Number({ description: 'Tokens per minute a spy pays (between her group and private prices)' })),
  categoryIds: Type.Array(Type.String()),
  categories: Type.Array(PerformerCategory),
  stats: PerformerStats,
  dateOfBirth: Nullable(Type.String()),
  offlineAt: Nullable(Type.String()),
  /** URL of her cover photo (wide); absent when she has none. */
  coverPhoto: Type.Optional(Type.String({ description: 'URL of her cover photo (wide); absent when she has none' })),
  /** URL of the card-sized version of her cover (WebP, 480 px wide). */
  coverThumbnail: Type.Optional(Type.String({ description: 'URL of the card-sized version of her cover (WebP, 480 px wide)' })),
  /**
   * Media server stream id of her running public show (GET /performers/search only): its preview frame is
   * `/{AppName}/previews/{sessionId}.jpg`. null while she is not in a public show, and for a member she blocked.
   */
  sessionId: Type.Optional(
    Nullable(
      Type.String({
        description: 'Stream id of her running public show (search only; preview at /{AppName}/previews/{sessionId}.jpg); null when none or blocked',
      }),
    ),
  ),
});
export type Performer = Static<typeof Performer>;

export const Weekday = StringEnum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export type Weekday = Static<typeof Weekday>;

/** Opening hours of one day. */
export const ScheduleDay = Type.Object({ start: Type.String(), end: Type.String(), closed: Type.Boolean() });

/** One `day` per weekday, Monday first: the JSON schema names every day. */
const week = <T extends TSchema>(day: T) => Type.Object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day });

/** One entry per weekday. */
export const WeeklySchedule = week(ScheduleDay);
export type WeeklySchedule = Static<typeof WeeklySchedule>;

export const PerformerDetails = Type.Object({
  ...Performer.properties,
  country: Type.String(),
  city: Type.String(),
  schedule: WeeklySchedule,
  timezone: Type.String(),
  height: Type.String(),
  weight: Type.String(),
  bio: Type.String(),
  eyes: Type.String(),
  hair: Type.String(),
  ethnicity: Type.String(),
  createdAt: Type.String(),
  verified: Type.Boolean(),
  socials: Type.Record(Type.String(), Type.String()),
  maxParticipantsAllowed: Type.Number(),
});
export type PerformerDetails = Static<typeof PerformerDetails>;

export const PerformerSelf = Type.Object({
  ...PerformerDetails.properties,
  email: Type.String(),
  phone: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  status: AccountStatus,
  balance: Type.Number(),
  studioId: Nullable(Type.String()),
  documentVerification: Nullable(Type.String()),
  idVerification: Nullable(Type.String()),
  releaseForm: Nullable(Type.String()),
  bankTransferOption: Nullable(Type.Record(Type.String(), Type.String())),
  directDeposit: Nullable(Type.Record(Type.String(), Type.String())),
  paxum: Nullable(Type.Record(Type.String(), Type.String())),
  bitpay: Nullable(Type.Record(Type.String(), Type.String())),
  commissionSetting: Nullable(Type.Record(Type.String(), Type.Number())),
  emailVerified: Type.Optional(Type.Boolean()),
  /** Countries (ISO 3166-1 alpha-2) whose visitors she does not want to see her. */
  blockedCountries: Type.Optional(Type.Array(Type.String())),
  /** How her shows are delivered to viewers (POST /performers/broadcast-setting/update); the site's options when unset. */
  broadcastSetting: Type.Optional(
    Type.Object({ optionForBroadcast: StreamDelivery, optionForPrivate: StreamDelivery, optionForGroup: StreamDelivery }),
  ),
});
export type PerformerSelf = Static<typeof PerformerSelf>;

/** `HH:mm`, or empty for a day without hours. */
const ScheduleTime = Type.String({ anyOf: [{ pattern: PATTERNS.time }, { maxLength: 0 }] });

/** A day as a performer sends it: start and end may be left out. */
export const ScheduleDayUpdate = Type.Object({ start: Type.Optional(ScheduleTime), end: Type.Optional(ScheduleTime), closed: Type.Boolean() });
export type ScheduleDayUpdate = Static<typeof ScheduleDayUpdate>;

/** The days a performer sends; a full `WeeklySchedule` fits. */
export const WeeklyScheduleUpdate = week(Type.Optional(ScheduleDayUpdate));
export type WeeklyScheduleUpdate = Static<typeof WeeklyScheduleUpdate>;

const ShortText = (maxLength: number) => Type.String({ maxLength });
const ShortTextList = (maxItems: number) => Type.Array(Type.String({ maxLength: 60 }), { maxItems });

export const UpdatePerformerRequest = Type.Object({
  name: Type.Optional(NameSchema),
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  ...ContactUpdateFields,
  gender: Type.Optional(Gender),
  ...PlaceUpdateFields,
  aboutMe: Type.Optional(ShortText(2000)),
  bio: Type.Optional(ShortText(5000)),
  languages: Type.Optional(ShortTextList(20)),
  tags: Type.Optional(ShortTextList(30)),
  categoryIds: Type.Optional(Type.Array(ObjectId, { maxItems: 20 })),
  schedule: Type.Optional(WeeklyScheduleUpdate),
  timezone: Type.Optional(ShortText(60)),
  height: Type.Optional(ShortText(30)),
  weight: Type.Optional(ShortText(30)),
  eyes: Type.Optional(ShortText(30)),
  hair: Type.Optional(ShortText(30)),
  ethnicity: Type.Optional(ShortText(30)),
  streamingTitle: Type.Optional(ShortText(200)),
  /** null clears it. */
  dateOfBirth: Type.Optional(Nullable(DateSchema)),
  socials: Type.Optional(Type.Record(Type.String(), ShortText(300))),
});
export type UpdatePerformerRequest = Static<typeof UpdatePerformerRequest>;

export const StudioAccountStats = Type.Object({
  totalPerformer: Type.Number(),
  totalOnlinePerformer: Type.Number(),
  totalTokenEarned: Type.Number(),
});

export const Studio = Type.Object({
  ...StudioCommissions.properties,
  _id: Type.String(),
  avatar: Type.String(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  status: AccountStatus,
  phone: Type.String(),
  country: Type.String(),
  city: Type.String(),
  address: Type.String(),
  languages: Type.Array(Type.String()),
  timezone: Type.String(),
  stats: StudioAccountStats,
  balance: Type.Number(),
  commission: Type.Number(),
  documentVerificationFile: Nullable(Type.String()),
  emailVerified: Type.Optional(Type.Boolean()),
  idVerificationFile: Type.Optional(Nullable(Type.String())),
  createdAt: Type.Optional(Type.String()),
});
export type Studio = Static<typeof Studio>;

export const UpdateStudioRequest = Type.Object({
  name: Type.Optional(RequiredNameSchema),
  ...ContactUpdateFields,
  ...PlaceUpdateFields,
  address: Type.Optional(ShortText(300)),
  languages: Type.Optional(ShortTextList(20)),
  timezone: Type.Optional(ShortText(60)),
});
export type UpdateStudioRequest = Static<typeof UpdateStudioRequest>;

export const PerformerSearchQuery = Type.Object({
  q: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Number()),
  offset: Type.Optional(Type.Number()),
  ...SortFields,
  gender: Type.Optional(Gender),
  category: Type.Optional(Type.String()),
  status: Type.Optional(StringEnum(['public', 'private', 'group', 'offline', 'live'])),
});
export type PerformerSearchQuery = Static<typeof PerformerSearchQuery>;

/** POST /favourite/performers/like and /unlike: the member's favourite state of that performer afterwards. */
export const FavouriteStatus = Type.Object({ performerId: Type.String(), isFavorite: Type.Boolean() });
export type FavouriteStatus = Static<typeof FavouriteStatus>;

export const FavouriteRequest = Type.Object({ performerId: ObjectId });
export type FavouriteRequest = Static<typeof FavouriteRequest>;

/** A member a performer blocked (GET /performers/blocking). */
export const BlockedMember = Type.Object({
  user: PublicUser,
  blockedAt: Type.String(),
});
export type BlockedMember = Static<typeof BlockedMember>;

/** GET /performers/blocking: the members she blocked, latest first, and the countries she blocked. */
export const PerformerBlocking = Type.Object({
  users: Type.Array(BlockedMember),
  /** ISO 3166-1 alpha-2 codes (upper case), sorted: visitors from there cannot find her, see her profile or join her room. */
  countries: Type.Array(Type.String(), { description: 'Blocked countries: ISO 3166-1 alpha-2 codes, upper case, sorted' }),
});
export type PerformerBlocking = Static<typeof PerformerBlocking>;

/** An ISO 3166-1 alpha-2 country code (either case; stored upper case). */
export const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 country code' });

/**
 * POST /performers/blocking/update: members to block (added to the list; unblocking is DELETE
 * /performers/blocking/users) and/or the countries to block (replaces her country list; [] clears it). At least one.
 */
export const UpdateBlockingRequest = Type.Object(
  {
    userIds: Type.Optional(Type.Array(ObjectId, { minItems: 1, maxItems: 100, uniqueItems: true })),
    countries: Type.Optional(Type.Array(CountryCode, { maxItems: 250 })),
  },
  { minProperties: 1 },
);
export type UpdateBlockingRequest = Static<typeof UpdateBlockingRequest>;

/** DELETE /performers/blocking/users. */
export const UnblockMemberRequest = Type.Object({
  userId: ObjectId,
});
export type UnblockMemberRequest = Static<typeof UnblockMemberRequest>;

/**
 * POST /performers/default-price/update: tokens per minute of her private, group and spy shows (15–50, in steps of 5;
 * the spy price between the group and private prices), and whether members may spy on her private shows.
 */
export const PerformerPriceSchema = Type.Integer({ minimum: 15, maximum: 50, multipleOf: 5, description: 'Tokens per minute: 15–50 in steps of 5' });
export const UpdateDefaultPriceRequest = Type.Object(
  {
    privateCallPrice: Type.Optional(PerformerPriceSchema),
    groupCallPrice: Type.Optional(PerformerPriceSchema),
    spyCallPrice: Type.Optional(PerformerPriceSchema),
    allowSpy: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);
export type UpdateDefaultPriceRequest = Static<typeof UpdateDefaultPriceRequest>;

/** POST /performers/broadcast-setting/update: how her public, private and group shows reach viewers (at least one). */
export const UpdateBroadcastSettingRequest = Type.Object(
  {
    optionForBroadcast: Type.Optional(StreamDelivery),
    optionForPrivate: Type.Optional(StreamDelivery),
    optionForGroup: Type.Optional(StreamDelivery),
    /** Largest number of members in her group show. */
    maxParticipantsAllowed: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  // unknown fields (secureOption: a platform setting) are dropped by the validator, never stored
  { minProperties: 1, additionalProperties: false },
);
export type UpdateBroadcastSettingRequest = Static<typeof UpdateBroadcastSettingRequest>;

/** POST /performers/streaming-status/update: her status text ('' clears it). */
export const UpdateStreamingStatusRequest = Type.Object({ status: Type.String({ maxLength: 100 }) });
export type UpdateStreamingStatusRequest = Static<typeof UpdateStreamingStatusRequest>;

/** POST /users/suspend-account, /performers/suspend-account: the account's password confirms it. */
export const SuspendAccountRequest = Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) });
export type SuspendAccountRequest = Static<typeof SuspendAccountRequest>;

/** Answer of a suspension: the account is inactive and every session of it has ended. */
export const SuspendAccountResponse = Type.Object({ success: Type.Boolean(), status: AccountStatus });
export type SuspendAccountResponse = Static<typeof SuspendAccountResponse>;

/** Private documents a performer uploads after registering (POST /performers/documents/upload, /performers/release-form/upload). */
export const PerformerDocumentType = StringEnum(['documentVerification', 'idVerification', 'releaseForm']);
export type PerformerDocumentType = Static<typeof PerformerDocumentType>;

/** Answer of a performer document upload (the file is private: no URL). */
export const PerformerDocument = privateDocument(PerformerDocumentType);
export type PerformerDocument = Static<typeof PerformerDocument>;

/**
 * GET /users/search item and GET /users/view/{id}: a member as another account sees him. A performer gets
 * `_id`, `avatar`, `username` and `displayName` only; the other fields are sent to admins (and to the member
 * himself) only, absent otherwise.
 */
export const MemberProfile = Type.Object({
  _id: Type.String(),
  avatar: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  name: Type.Optional(Type.String()),
  status: Type.Optional(AccountStatus),
  isOnline: Type.Optional(Type.Boolean()),
  gender: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  createdAt: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  balance: Type.Optional(Type.Number()),
  roles: Type.Optional(Type.Array(Type.String())),
  emailVerified: Type.Optional(Type.Boolean()),
  stats: Type.Optional(UserStats),
});
export type MemberProfile = Static<typeof MemberProfile>;

/** GET /payout-requests/studio/performer-request: a member's payout request with who asked (public form). */
export const MemberPayoutRequest = Type.Composite([PayoutRequest, Type.Object({ performerInfo: Nullable(PublicUser) })]);
export type MemberPayoutRequest = Static<typeof MemberPayoutRequest>;
