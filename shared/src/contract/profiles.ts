import type { Gender } from './auth';
import type { StudioCommissions } from './money';

export type StreamingStatus = 'public' | 'private' | 'group' | 'offline';
export type AccountStatus = 'active' | 'inactive' | 'pending';

/** Public form of any account, used in messages, rooms and tips. */
export interface PublicUser {
  _id: string;
  avatar: string;
  displayName: string;
  username: string;
  isPerformer: boolean;
  memberRank?: string;
}

export interface UserStats {
  totalViewTime: number;
  totalTokenEarned: number;
  totalTokenSpent: number;
}

export interface User {
  _id: string;
  avatar: string;
  roles: string[];
  isOnline: boolean;
  displayName: string;
  username: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: AccountStatus;
  gender: Gender | '';
  balance: number;
  country: string;
  city: string;
  dateOfBirth: string | null;
  emailVerified: boolean;
  stats: UserStats;
  createdAt: string;
}

export interface UpdateUserRequest {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  username?: string;
  email?: string;
  phone?: string;
  gender?: Gender;
  country?: string;
  city?: string;
  dateOfBirth?: string;
}

export interface PerformerStats {
  views: number;
  favorites: number;
  totalVideos: number;
  totalPhotos: number;
  totalGalleries: number;
  totalProducts: number;
  totalStreamTime: number;
  totalTokenEarned: number;
}

export interface PerformerCategory {
  _id: string;
  name: string;
  slug: string;
  ordering: number;
  description: string;
  status?: 'active' | 'inactive';
  createdAt?: string;
}

/** Search item (GET /performers/search). */
export interface Performer {
  _id: string;
  avatar: string;
  username: string;
  name: string;
  gender: Gender;
  languages: string[];
  tags: string[];
  streamingStatus: StreamingStatus;
  streamingTitle: string;
  aboutMe: string;
  isFavorite: boolean;
  isBlocked: boolean;
  isStreaming: boolean;
  isOnline: boolean;
  watching: number;
  lastStreamingTime: string | null;
  privateCallPrice: number;
  groupCallPrice: number;
  categoryIds: string[];
  categories: PerformerCategory[];
  stats: PerformerStats;
  dateOfBirth: string | null;
  offlineAt: string | null;
}

export interface PerformerDetails extends Performer {
  country: string;
  city: string;
  schedule: WeeklySchedule;
  timezone: string;
  height: string;
  weight: string;
  bio: string;
  eyes: string;
  hair: string;
  ethnicity: string;
  createdAt: string;
  verified: boolean;
  socials: Record<string, string>;
  maxParticipantsAllowed: number;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type WeeklySchedule = Record<Weekday, { start: string; end: string; closed: boolean }>;

export interface PerformerSelf extends PerformerDetails {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  status: AccountStatus;
  balance: number;
  studioId: string | null;
  documentVerification: string | null;
  idVerification: string | null;
  releaseForm: string | null;
  bankTransferOption: Record<string, string> | null;
  directDeposit: Record<string, string> | null;
  paxum: Record<string, string> | null;
  bitpay: Record<string, string> | null;
  commissionSetting: Record<string, number> | null;
  emailVerified?: boolean;
}

export interface UpdatePerformerRequest {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  phone?: string;
  gender?: Gender;
  country?: string;
  city?: string;
  aboutMe?: string;
  bio?: string;
  languages?: string[];
  tags?: string[];
  categoryIds?: string[];
  schedule?: WeeklySchedule;
  timezone?: string;
  height?: string;
  weight?: string;
  eyes?: string;
  hair?: string;
  ethnicity?: string;
  dateOfBirth?: string;
}

export interface Studio extends StudioCommissions {
  _id: string;
  avatar: string;
  name: string;
  username: string;
  email: string;
  status: AccountStatus;
  phone: string;
  country: string;
  city: string;
  address: string;
  languages: string[];
  timezone: string;
  stats: { totalPerformer: number; totalOnlinePerformer: number; totalTokenEarned: number };
  balance: number;
  commission: number;
  documentVerificationFile: string | null;
  emailVerified?: boolean;
  idVerificationFile?: string | null;
  createdAt?: string;
}

export interface UpdateStudioRequest {
  name?: string;
  username?: string;
  email?: string;
  phone?: string;
  country?: string;
  city?: string;
  address?: string;
  languages?: string[];
  timezone?: string;
}

export interface PerformerSearchQuery {
  q?: string;
  limit?: number;
  offset?: number;
  sortBy?: string;
  sort?: 'asc' | 'desc';
  gender?: Gender;
  category?: string;
  status?: StreamingStatus | 'live';
}
