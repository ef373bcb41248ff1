import type { Studio } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Storage } from '../../core/storage';

export interface StudioRow {
  id: string;
  username: string;
  email: string;
  name: string;
  phone: string;
  country: string;
  city: string;
  address: string;
  languages: string[];
  timezone: string;
  avatar_path: string | null;
  status: Studio['status'];
  email_verified: boolean;
  balance: number;
  commission: number;
  tip_commission: number;
  private_call_commission: number;
  group_call_commission: number;
  product_commission: number;
  album_commission: number;
  video_commission: number;
  document_verification_id: string | null;
  id_verification_id: string | null;
  total_token_earned: number;
  created_at: Date;
  total_performer: number;
  total_online_performer: number;
}

export function toStudio(
  row: StudioRow,
  storage: Storage,
): Studio & { emailVerified: boolean; idVerificationFile: string | null; createdAt: string } {
  return {
    _id: row.id,
    avatar: storage.url(row.avatar_path) ?? '',
    name: row.name,
    username: row.username,
    email: row.email,
    status: row.status,
    phone: row.phone,
    country: row.country,
    city: row.city,
    address: row.address,
    languages: row.languages,
    timezone: row.timezone,
    stats: {
      totalPerformer: row.total_performer,
      totalOnlinePerformer: row.total_online_performer,
      totalTokenEarned: row.total_token_earned,
    },
    balance: row.balance,
    commission: row.commission,
    documentVerificationFile: row.document_verification_id,
    idVerificationFile: row.id_verification_id,
    tipCommission: row.tip_commission,
    privateCallCommission: row.private_call_commission,
    groupCallCommission: row.group_call_commission,
    productCommission: row.product_commission,
    albumCommission: row.album_commission,
    videoCommission: row.video_commission,
    emailVerified: row.email_verified,
    createdAt: iso(row.created_at) ?? '',
  };
}
