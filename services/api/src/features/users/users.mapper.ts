import type { MemberProfile, PublicUser, User } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Storage } from '../../core/storage';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  phone: string;
  gender: User['gender'];
  country: string;
  city: string;
  date_of_birth: string | null;
  avatar_path: string | null;
  roles: string[];
  status: User['status'];
  email_verified: boolean;
  balance: number;
  is_online: boolean;
  total_view_time: number;
  total_token_spent: number;
  total_token_earned: number;
  created_at: Date;
}

const fullName = (row: { first_name?: string | null; last_name?: string | null }) => [row.first_name, row.last_name].filter(Boolean).join(' ');

/**
 * The name other accounts see for a member (messages, viewers, tips, earnings, orders): his display name, else his
 * username — never his first and last name, which only he and the admins read.
 */
export const displayNameOf = (row: { display_name?: string | null; username: string }) => row.display_name || row.username;

export function toUser(row: UserRow, storage: Storage): User {
  return {
    _id: row.id,
    avatar: storage.url(row.avatar_path) ?? '',
    roles: row.roles,
    isOnline: row.is_online,
    displayName: row.display_name || fullName(row) || row.username,
    username: row.username,
    name: fullName(row) || row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    gender: row.gender,
    balance: row.balance,
    country: row.country,
    city: row.city,
    dateOfBirth: row.date_of_birth,
    emailVerified: row.email_verified,
    stats: {
      totalViewTime: row.total_view_time,
      totalTokenEarned: row.total_token_earned,
      totalTokenSpent: row.total_token_spent,
    },
    createdAt: iso(row.created_at) ?? '',
  };
}

export const toPublicUser = (row: UserRow, storage: Storage): PublicUser => ({
  _id: row.id,
  avatar: storage.url(row.avatar_path) ?? '',
  displayName: displayNameOf(row),
  username: row.username,
  isPerformer: false,
});

/**
 * A member as another account sees him: a performer or studio gets his username, display name and avatar, nothing
 * more; `full` (admins, the member himself) adds his name, place, gender, status, e-mail, balance, roles and stats.
 */
export function toMemberProfile(row: UserRow, storage: Storage, full: boolean): MemberProfile {
  const profile: MemberProfile = {
    _id: row.id,
    avatar: storage.url(row.avatar_path) ?? '',
    username: row.username,
    displayName: displayNameOf(row),
  };
  if (!full) return profile;
  return {
    ...profile,
    displayName: row.display_name || fullName(row) || row.username,
    name: fullName(row) || row.username,
    status: row.status,
    isOnline: row.is_online,
    gender: row.gender,
    country: row.country,
    city: row.city,
    createdAt: iso(row.created_at) ?? '',
    email: row.email,
    balance: row.balance,
    roles: row.roles,
    emailVerified: row.email_verified,
    stats: { totalViewTime: row.total_view_time, totalTokenEarned: row.total_token_earned, totalTokenSpent: row.total_token_spent },
  };
}
