import type { StudioMember } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Storage } from '../../core/storage';
import type { CategoryLookup } from '../categories/categories.repository';
import { toPerformer, type PerformerRow } from '../performers/performers.mapper';

/** A performer row joined with its studio's default commission. */
export interface StudioMemberRow extends PerformerRow {
  studio_default_commission: number;
}

/** Per-member commission set by the studio, kept in performers.commission_setting (read by the money split too). */
export function memberCommission(row: StudioMemberRow): { commission: number; customCommission: boolean } {
  const own = row.commission_setting?.commission;
  if (typeof own === 'number' && Number.isInteger(own) && own >= 0 && own <= 100) return { commission: own, customCommission: true };
  return { commission: row.studio_default_commission, customCommission: false };
}

export function toStudioMember(row: StudioMemberRow, categories: CategoryLookup, storage: Storage): StudioMember {
  return {
    ...toPerformer(row, categories, storage),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.studio_member_status,
    accountStatus: row.status,
    verified: row.verified,
    ...memberCommission(row),
    createdAt: iso(row.created_at) ?? '',
  };
}
