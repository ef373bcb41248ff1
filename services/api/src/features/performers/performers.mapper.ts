import type {
  Performer,
  PerformerCategory,
  PerformerDetails,
  PerformerSelf,
  StreamingStatus,
  WeeklySchedule,
  WeeklyScheduleUpdate,
} from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Storage } from '../../core/storage';
import type { CategoryLookup } from '../categories/categories.repository';

export interface PerformerRow {
  id: string;
  username: string;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  phone: string;
  gender: Performer['gender'];
  country: string;
  city: string;
  date_of_birth: string | null;
  avatar_path: string | null;
  cover_path: string | null;
  cover_thumbnail_path?: string | null;
  status: PerformerSelf['status'];
  verified: boolean;
  email_verified: boolean;
  balance: number;
  studio_id: string | null;
  studio_member_status: 'active' | 'inactive';
  about_me: string;
  bio: string;
  languages: string[];
  tags: string[];
  category_ids: string[];
  schedule: WeeklyScheduleUpdate | null;
  timezone: string;
  height: string;
  weight: string;
  eyes: string;
  hair: string;
  ethnicity: string;
  socials: Record<string, string>;
  streaming_status: StreamingStatus;
  streaming_title: string;
  status_message?: string;
  blocked_countries?: string[];
  broadcast_setting?: Partial<NonNullable<PerformerSelf['broadcastSetting']>> | null;
  is_online: boolean;
  watching: number;
  last_streaming_time: Date | null;
  offline_at: Date | null;
  private_call_price: number;
  /** She lets members spy on her private shows. */
  allow_spy: boolean;
  /** What a spy pays per minute (her spy price kept between her group and private prices; a generated column). */
  spy_price: number;
  group_call_price: number;
  max_participants_allowed: number;
  views: number;
  favorites: number;
  total_stream_time: number;
  total_token_earned: number;
  document_verification_id: string | null;
  id_verification_id: string | null;
  release_form_id: string | null;
  bank_transfer_option: Record<string, string> | null;
  direct_deposit: Record<string, string> | null;
  paxum: Record<string, string> | null;
  bitpay: Record<string, string> | null;
  commission_setting: Record<string, number> | null;
  created_at: Date;
  // counts joined by the queries that need them
  total_videos?: number;
  total_photos?: number;
  total_galleries?: number;
  total_products?: number;
  /** Stream id of her running public show: selected by the search only (undefined elsewhere, null when none or hidden). */
  public_session_id?: string | null;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** All seven days, each with start, end and closed: a performer may have saved only some days, or a day without its hours. */
const fullSchedule = (saved: WeeklyScheduleUpdate | null): WeeklySchedule =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { start: '', end: '', closed: false, ...saved?.[day] }])) as WeeklySchedule;

export function toPerformer(row: PerformerRow, categories: CategoryLookup, storage: Storage): Performer {
  const categoryIds = row.category_ids ?? [];
  return {
    _id: row.id,
    avatar: storage.url(row.avatar_path) ?? '',
    username: row.username,
    name: row.name || [row.first_name, row.last_name].filter(Boolean).join(' ') || row.username,
    gender: row.gender,
    languages: row.languages,
    tags: row.tags,
    streamingStatus: row.streaming_status,
    streamingTitle: row.streaming_title,
    statusMessage: row.status_message ?? '',
    aboutMe: row.about_me,
    // per caller: the routes set them (a blocked member or country never gets her in a list or her profile)
    isFavorite: false,
    isBlocked: false,
    isStreaming: row.streaming_status !== 'offline',
    isOnline: row.is_online,
    watching: row.watching,
    lastStreamingTime: iso(row.last_streaming_time),
    privateCallPrice: row.private_call_price,
    groupCallPrice: row.group_call_price,
    allowSpy: row.allow_spy,
    spyCallPrice: row.spy_price,
    categoryIds,
    categories: categoryIds.map((id) => categories.get(id)).filter((c): c is PerformerCategory => !!c),
    stats: {
      views: row.views,
      favorites: row.favorites,
      totalVideos: row.total_videos ?? 0,
      totalPhotos: row.total_photos ?? 0,
      totalGalleries: row.total_galleries ?? 0,
      totalProducts: row.total_products ?? 0,
      totalStreamTime: row.total_stream_time,
      totalTokenEarned: row.total_token_earned,
    },
    dateOfBirth: row.date_of_birth,
    offlineAt: iso(row.offline_at),
    ...(row.cover_path ? { coverPhoto: storage.url(row.cover_path) ?? undefined } : {}),
    ...(row.cover_thumbnail_path ? { coverThumbnail: storage.url(row.cover_thumbnail_path) ?? undefined } : {}),
    // only the search selects it; its preview exists for a public show only
    ...(row.public_session_id !== undefined ? { sessionId: row.streaming_status === 'public' ? (row.public_session_id ?? null) : null } : {}),
  };
}

export function toPerformerDetails(row: PerformerRow, categories: CategoryLookup, storage: Storage): PerformerDetails {
  return {
    ...toPerformer(row, categories, storage),
    country: row.country,
    city: row.city,
    schedule: fullSchedule(row.schedule),
    timezone: row.timezone,
    height: row.height,
    weight: row.weight,
    bio: row.bio,
    eyes: row.eyes,
    hair: row.hair,
    ethnicity: row.ethnicity,
    createdAt: iso(row.created_at) ?? '',
    verified: row.verified,
    socials: row.socials ?? {},
    maxParticipantsAllowed: row.max_participants_allowed,
  };
}

/** Her delivery options: her own where she chose them, else the site's. */
export const broadcastSettingOf = (
  row: Pick<PerformerRow, 'broadcast_setting'>,
  site: NonNullable<PerformerSelf['broadcastSetting']>,
): NonNullable<PerformerSelf['broadcastSetting']> => ({
  optionForBroadcast: row.broadcast_setting?.optionForBroadcast ?? site.optionForBroadcast,
  optionForPrivate: row.broadcast_setting?.optionForPrivate ?? site.optionForPrivate,
  optionForGroup: row.broadcast_setting?.optionForGroup ?? site.optionForGroup,
});

export function toPerformerSelf(
  row: PerformerRow,
  categories: CategoryLookup,
  storage: Storage,
  siteDelivery?: NonNullable<PerformerSelf['broadcastSetting']>,
): PerformerSelf & { emailVerified: boolean } {
  return {
    ...toPerformerDetails(row, categories, storage),
    email: row.email,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    balance: row.balance,
    studioId: row.studio_id,
    // private documents are referenced by file id; they are never served publicly
    documentVerification: row.document_verification_id,
    idVerification: row.id_verification_id,
    releaseForm: row.release_form_id,
    bankTransferOption: row.bank_transfer_option,
    directDeposit: row.direct_deposit,
    paxum: row.paxum,
    bitpay: row.bitpay,
    commissionSetting: row.commission_setting,
    emailVerified: row.email_verified,
    blockedCountries: row.blocked_countries ?? [],
    ...(siteDelivery ? { broadcastSetting: broadcastSettingOf(row, siteDelivery) } : {}),
  };
}
