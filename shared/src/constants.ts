// Business constants — one place, so remotes never re-type a magic number.
import type { StreamingStatus } from './contract';
import { theme } from './ui/theme';

export const REQUEST_TIMEOUT_MS = 30_000;
export const TIMEOUT_MESSAGE = 'Request aborted due to timeout';
/** Network failures: at most this many attempts in total. */
export const MAX_RETRIES = 3;
export const BACKOFF_CAP_MS = 10_000;
/** Wait before retry number n (0-based): min(1000 * 2^n, 10000) ms. */
export const backoffMs = (n: number): number => Math.min(1000 * 2 ** n, BACKOFF_CAP_MS);

export const TOAST_MS = 3000;
/** The toast widget's own close default; our toasts use TOAST_MS. */
export const TOAST_WIDGET_CLOSE_MS = 1500;
export const NOTIFICATION_MS = 4500;
export const CACHE_MS = 5 * 60_000;
export const MEDIA_CACHE_MS = 60_000;
/** Cache hints (seconds) sent with media-service list calls: tags 600 s, others 300 s. */
export const TAGS_CACHE_HINT_S = 600;
export const DEFAULT_CACHE_HINT_S = 300;

export const LOADER_SHOW_DELAY_MS = 150;
export const LOADER_IDLE_MS = 50;
export const LOADER_MAX_MS = 2500;
export const LOADER_MAX_IMAGES = 12;

export const STREAM_MESSAGE_DELETE_DELAY_MS = 100;
export const STREAM_TOKEN_EXPIRY_MS = 24 * 60 * 60_000;
export const DEFAULT_STREAM_OPTION = 'hls' as const;

export const PAGE_SIZES = {
  streams: 10,
  media: 120,
  messages: 25,
  relatedPerformers: 12,
  performers: 500,
  actresses: 200,
  tags: 100,
  categories: 50,
} as const;

export const DEFAULT_SORT = { sortBy: 'createdAt', sort: 'desc' } as const;
/** Pagination offset for a 1-based page. */
export const pageOffset = (page: number, limit: number): number => Math.max(0, page - 1) * limit;

export const DEFAULT_IMAGES = {
  offline: '/offline.png',
  private: '/private.png',
  group: '/group.png',
} as const;

export const DEFAULT_AVATARS = {
  user: '/default-user-icon.png',
  performer: '/no-avatar.png',
} as const;

/** The brand's bright colours and white (the theme's `brand`, `brandSuccess` and `white`). */
export const BRAND_COLORS = { primary: theme.colors.brand, success: theme.colors.brandSuccess, white: theme.colors.white } as const;

export const GENDERS = ['female', 'transgender', 'male'] as const;

// The legacy media service's types and video categories: defined once, in the contract the API validates with
// (from its TypeBox-free module, so the page does not load TypeBox and the schemas for two constant lists).
export { MEDIA_ITEM_TYPES as MEDIA_TYPES, MEDIA_THEMES as VIDEO_CATEGORIES } from './contract/media-types';
export const VIDEO_POSTER_TYPES = ['mp4', 'webm', 'mov'] as const;

export interface Option<V = string> {
  value: V;
  label: string;
}

/** Tokens: 15, 20, … 50. */
export const PRICE_OPTIONS: number[] = Array.from({ length: 8 }, (_, i) => 15 + i * 5);

const KG_PER_LB = 0.45;
const CM_PER_INCH = 2.54;

/** 99 … 318 lbs, labelled with kilograms. */
export function weightOptions(): Option[] {
  const out: Option[] = [];
  for (let lbs = 99; lbs <= 318; lbs += 1) {
    const value = `${lbs} lbs (${Math.round(lbs * KG_PER_LB)} kg)`;
    out.push({ value, label: value });
  }
  return out;
}

/** 4'0" … 6'11", labelled with centimetres. */
export function heightOptions(): Option[] {
  const out: Option[] = [];
  for (let feet = 4; feet <= 6; feet += 1) {
    for (let inches = 0; inches <= 11; inches += 1) {
      const cm = Math.round((feet * 12 + inches) * CM_PER_INCH);
      const value = `${feet}'${inches}" (${cm} cm)`;
      out.push({ value, label: value });
    }
  }
  return out;
}

/** Site settings that may override the default stream images. */
export interface StreamImageSettings {
  defaultOfflineModelImage?: string;
  defaultPrivateCallImage?: string;
  defaultGroupChatImage?: string;
}

/** Default image per stream kind: private → private image, offline → offline image, group → group image, public → none. */
export function defaultImageForStream(kind: StreamingStatus, settings?: StreamImageSettings | null): string | null {
  switch (kind) {
    case 'private':
      return settings?.defaultPrivateCallImage || DEFAULT_IMAGES.private;
    case 'offline':
      return settings?.defaultOfflineModelImage || DEFAULT_IMAGES.offline;
    case 'group':
      return settings?.defaultGroupChatImage || DEFAULT_IMAGES.group;
    default:
      return null;
  }
}

export function avatarOrDefault(url: string | null | undefined, kind: 'user' | 'performer'): string {
  return url && url.trim() ? url : DEFAULT_AVATARS[kind];
}
