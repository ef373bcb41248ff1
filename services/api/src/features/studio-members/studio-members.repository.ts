import type { StudioMemberStatus, StudioStats } from '@platform/shared/contract';
import { likePattern } from '../../core/http';
import type { Queryable } from '../../db/db';
import { STUDIO_COMMISSION_COLUMN } from '../money/commission.service';
import type { StudioMemberRow } from './studio-members.mapper';

// The studio's per-sale-type keys of performers.commission_setting: one member commission applies to every sale type.
const SALE_COMMISSION_KEYS = Object.keys(STUDIO_COMMISSION_COLUMN);

const MEMBER_SELECT = `SELECT p.*, s.commission AS studio_default_commission
  FROM performers p JOIN studios s ON s.id = p.studio_id`;

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'p.created_at',
  username: 'lower(p.username)',
  name: 'lower(p.name)',
  status: 'p.studio_member_status',
  isOnline: 'p.is_online',
  totalTokenEarned: 'p.total_token_earned',
};

export interface MemberSearch {
  studioId: string;
  q?: string;
  status?: StudioMemberStatus;
  limit: number;
  offset: number;
  sortBy?: string;
  sort: 'ASC' | 'DESC';
}

export async function searchMembers(db: Queryable, search: MemberSearch) {
  const params: unknown[] = [search.studioId];
  const where = ['p.studio_id = $1'];
  if (search.q?.trim()) {
    params.push(likePattern(search.q.trim()));
    const p = `$${params.length}`;
    where.push(`(p.username ILIKE ${p} OR p.name ILIKE ${p} OR p.email ILIKE ${p})`);
  }
  if (search.status) {
    params.push(search.status);
    where.push(`p.studio_member_status = $${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const order = `${SORT_COLUMNS[search.sortBy ?? ''] ?? 'p.created_at'} ${search.sort}, p.id ${search.sort}`;
  const [list, count] = await Promise.all([
    db.query<StudioMemberRow>(`${MEMBER_SELECT} WHERE ${whereSql} ORDER BY ${order} LIMIT ${search.limit} OFFSET ${search.offset}`, params),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM performers p WHERE ${whereSql}`, params),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

/** One of the studio's members, or null (also for another studio's performer). */
export async function findMember(db: Queryable, studioId: string, performerId: string) {
  const { rows } = await db.query<StudioMemberRow>(`${MEMBER_SELECT} WHERE p.id = $1 AND p.studio_id = $2`, [performerId, studioId]);
  return rows[0] ?? null;
}

export async function setMemberStatus(db: Queryable, studioId: string, performerId: string, status: StudioMemberStatus) {
  const { rowCount } = await db.query(
    `UPDATE performers SET studio_member_status = $3, updated_at = now() WHERE id = $1 AND studio_id = $2`,
    [performerId, studioId, status],
  );
  return rowCount > 0;
}

/** Sets the studio's share of one member's earnings for every sale type (merged into commission_setting). */
export async function setMemberCommission(db: Queryable, studioId: string, performerId: string, commission: number) {
  const setting = Object.fromEntries([['commission', commission], ...SALE_COMMISSION_KEYS.map((key) => [key, commission])]);
  const { rowCount } = await db.query(
    `UPDATE performers SET commission_setting = coalesce(commission_setting, '{}'::jsonb) || $3::jsonb, updated_at = now()
     WHERE id = $1 AND studio_id = $2`,
    [performerId, studioId, JSON.stringify(setting)],
  );
  return rowCount > 0;
}

export async function studioStats(db: Queryable, studioId: string): Promise<StudioStats> {
  const { rows } = await db.query<StudioStats>(
    `SELECT
       (SELECT count(*)::int FROM performers WHERE studio_id = $1) AS "totalPerformer",
       (SELECT count(*)::int FROM performers WHERE studio_id = $1 AND studio_member_status = 'active') AS "totalActivePerformer",
       (SELECT count(*)::int FROM performers WHERE studio_id = $1 AND studio_member_status = 'inactive') AS "totalInactivePerformer",
       (SELECT count(*)::int FROM performers WHERE studio_id = $1 AND (is_online OR streaming_status <> 'offline')) AS "totalOnlinePerformer",
       (SELECT total_token_earned FROM studios WHERE id = $1) AS "totalTokenEarned"`,
    [studioId],
  );
  return rows[0];
}
