import type { Gender } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import type { UserRow } from './users.mapper';
import type { NewAccount } from '../accounts/accounts.repository';

const USER_COLUMNS = `id, username, email, first_name, last_name, display_name, phone, gender, country, city,
  date_of_birth, avatar_path, roles, status, email_verified, balance, is_online, total_view_time, total_token_spent,
  total_token_earned, created_at`;

export async function findUserById(db: Queryable, id: string) {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewUser extends NewAccount {
  gender: Gender | '';
}

export async function insertUser(db: Queryable, user: NewUser) {
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name, gender, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [user.id, user.username, user.email, user.passwordHash, user.firstName, user.lastName, user.gender, user.country],
  );
}

const PROFILE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  country: 'country',
  city: 'city',
  dateOfBirth: 'date_of_birth',
} as const;

export type UserProfileChanges = { [field in keyof typeof PROFILE_COLUMNS]?: string | null };

/** Writes the given profile fields (undefined ones stay); a changed e-mail must be verified again. */
export async function updateUserProfile(db: Queryable, id: string, changes: UserProfileChanges, options: { emailChanged: boolean }) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
    const value = changes[field as keyof typeof PROFILE_COLUMNS];
    if (value === undefined) continue;
    params.push(field === 'dateOfBirth' && value ? value.slice(0, 10) : value);
    sets.push(`${column} = $${params.length}`);
  }
  if (options.emailChanged) sets.push('email_verified = false');
  if (sets.length) await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

/** `sortBy` values of GET /users/search. */
export const MEMBER_SORT_BY = ['createdAt', 'username', 'displayName'] as const;

const MEMBER_SORTABLE = {
  createdAt: 'u.created_at',
  username: 'lower(u.username)',
  displayName: "lower(coalesce(nullif(u.display_name, ''), u.username))",
} satisfies Record<(typeof MEMBER_SORT_BY)[number], string>;

const columnsOf = (alias: string) =>
  USER_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');

// Admins also search by e-mail; anyone else only by the names a member shows.
const ADMIN_MEMBER_LIST: ListSpec = {
  from: 'users u',
  select: columnsOf('u'),
  sortable: MEMBER_SORTABLE,
  defaultSortBy: 'createdAt',
  tieBreaker: 'u.id',
  searchIn: ['u.username', 'u.display_name', 'u.first_name', 'u.last_name', 'u.email'],
};
// A performer searches by what she may see (username, display name): a search by surname would reveal it.
const MEMBER_LIST: ListSpec = { ...ADMIN_MEMBER_LIST, searchIn: ['u.username', 'u.display_name'] };

/**
 * The members who interacted with a performer: tipped or bought from her (purchased items), shared a
 * conversation with her (messages, show chats), took part in or watched one of her shows.
 */
const interactedWith = (user: string, performerParam: string) => `(
  EXISTS (SELECT 1 FROM purchased_items pi WHERE pi.source_id = ${user}.id AND pi.seller_id = ${performerParam})
  OR EXISTS (SELECT 1 FROM conversation_participants a JOIN conversation_participants b ON b.conversation_id = a.conversation_id
             WHERE a.source = 'performer' AND a.source_id = ${performerParam} AND b.source = 'user' AND b.source_id = ${user}.id)
  OR EXISTS (SELECT 1 FROM show_participants sp JOIN streams s ON s.id = sp.stream_id WHERE s.performer_id = ${performerParam} AND sp.user_id = ${user}.id)
  OR EXISTS (SELECT 1 FROM stream_viewers sv JOIN streams s ON s.id = sv.stream_id
             WHERE s.performer_id = ${performerParam} AND sv.source = 'user' AND sv.source_id = ${user}.id))`;

/** Who a caller may see: every member (admins, with a status filter), or a performer's active members who interacted with her. */
export type MemberScope = { kind: 'all'; status?: string } | { kind: 'performer'; performerId: string };

export async function searchMembers(db: Queryable, scope: MemberScope, params: ListParams) {
  const where = new SqlWhere();
  if (scope.kind === 'all') {
    if (scope.status) where.and(`u.status = ${where.param(scope.status)}`);
    return listPage<UserRow>(db, ADMIN_MEMBER_LIST, where, params);
  }
  // a suspended member disappears from everyone's lists but the admins'
  where
    .and(`u.status = 'active'`)
    .and(`NOT ('admin' = ANY(u.roles))`)
    .and(interactedWith('u', where.param(scope.performerId)));
  return listPage<UserRow>(db, MEMBER_LIST, where, params);
}

/** The member if this scope may see him, else null. */
export async function findMemberInScope(db: Queryable, scope: MemberScope, id: string) {
  if (scope.kind === 'all') return findUserById(db, id);
  const { rows } = await db.query<UserRow>(
    `SELECT ${columnsOf('u')} FROM users u WHERE u.id = $1 AND u.status = 'active' AND NOT ('admin' = ANY(u.roles)) AND ${interactedWith('u', '$2')}`,
    [id, scope.performerId],
  );
  return rows[0] ?? null;
}
