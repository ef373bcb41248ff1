import type { StudioMemberStatus, StudioStats } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { STUDIO_COMMISSION_COLUMN } from '../money/commission.service';
import type { StudioMemberRow } from './studio-members.mapper';

// The studio's per-sale-type keys of performers.commission_setting: one member commission applies to every sale type.
const SALE_COMMISSION_KEYS = Object.keys(STUDIO_COMMISSION_COLUMN);

const MEMBERS_WITH_STUDIO = 'performers p JOIN studios s ON s.id = p.studio_id';
const MEMBER_COLUMNS = 'p.*, s.commission AS studio_default_commission';

/** `sortBy` values of the member list. */
export const MEMBER_SORT_BY = ['createdAt', 'username', 'name', 'status', 'isOnline', 'totalTokenEarned'] as const;

const MEMBER_LIST: ListSpec = {
  from: MEMBERS_WITH_STUDIO,
  select: MEMBER_COLUMNS,
  sortable: {
    createdAt: 'p.created_at',
    username: 'lower(p.username)',
    name: 'lower(p.name)',
    status: 'p.studio_member_status',
    isOnline: 'p.is_online',
    totalTokenEarned: 'p.total_token_earned',
  } satisfies Record<(typeof MEMBER_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  tieBreaker: 'p.id',
  searchIn: ['p.username', 'p.name', 'p.email'],
};

export interface MemberSearch extends ListParams {
  studioId: string;
  status?: StudioMemberStatus;
}

/** The studio's performers (of one studio status when given), newest first unless asked otherwise. */
export async function searchMembers(db: Queryable, search: MemberSearch) {
  const where = new SqlWhere();
  where.and(`p.studio_id = ${where.param(search.studioId)}`);
  if (search.status) where.and(`p.studio_member_status = ${where.param(search.status)}`);
  return listPage<StudioMemberRow>(db, MEMBER_LIST, where, search);
}

/** One of the studio's members, or null (also for another studio's performer). */
export async function findMember(db: Queryable, studioId: string, performerId: string) {
  const { rows } = await db.query<StudioMemberRow>(`SELECT ${MEMBER_COLUMNS} FROM ${MEMBERS_WITH_STUDIO} WHERE p.id = $1 AND p.studio_id = $2`, [
    performerId,
    studioId,
  ]);
  return rows[0] ?? null;
}

export async function setMemberStatus(db: Queryable, studioId: string, performerId: string, status: StudioMemberStatus) {
  const { rowCount } = await db.query(`UPDATE performers SET studio_member_status = $3, updated_at = now() WHERE id = $1 AND studio_id = $2`, [
    performerId,
    studioId,
    status,
  ]);
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

export interface NewStudioMember {
  id: string;
  studioId: string;
  username: string;
  email: string;
  passwordHash: string;
  name: string;
  firstName: string;
  lastName: string;
  gender: string;
  country: string;
}

/** A performer account owned by the studio. */
export async function insertStudioMember(db: Queryable, member: NewStudioMember) {
  await db.query(
    `INSERT INTO performers (id, username, email, password_hash, name, first_name, last_name, gender, country, studio_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      member.id,
      member.username,
      member.email,
      member.passwordHash,
      member.name,
      member.firstName,
      member.lastName,
      member.gender,
      member.country,
      member.studioId,
    ],
  );
}

/** Links a stored verification document to the studio (one column per document kind). */
export async function setStudioDocument(db: Queryable, studioId: string, column: 'document_verification_id' | 'id_verification_id', fileId: string) {
  await db.query(`UPDATE studios SET ${column} = $2, updated_at = now() WHERE id = $1`, [studioId, fileId]);
}
