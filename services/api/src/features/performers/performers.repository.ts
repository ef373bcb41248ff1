import type { Gender, StreamingStatus } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import type { PerformerRow } from './performers.mapper';

/** `sortBy` values of the performer search (the catalogue sends `isStreaming`). */
export const PERFORMER_SORT_BY = [
  'createdAt',
  'updatedAt',
  'username',
  'name',
  'privateCallPrice',
  'groupCallPrice',
  'views',
  'favorites',
  'lastStreamingTime',
  'isStreaming',
  'streamingStatus',
  'isOnline',
] as const;

const SEARCH_LIST: ListSpec = {
  from: 'performers',

  sortable: {
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    username: 'lower(username)',
    name: 'lower(name)',
    privateCallPrice: 'private_call_price',
    groupCallPrice: 'group_call_price',
    views: 'views',
    favorites: 'favorites',
    lastStreamingTime: 'last_streaming_time',
    // live performers first, then the most recently streaming
    isStreaming: "(streaming_status <> 'offline')",
    streamingStatus: "(streaming_status <> 'offline')",
    isOnline: 'is_online',
  } satisfies Record<(typeof PERFORMER_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  searchIn: ['username', 'name', 'about_me', "array_to_string(tags, ' ')"],
};

/** The search plus the stream id of each performer's running public show (for the catalogue card's live preview). */
const SEARCH_LIST_WITH_SESSIONS: ListSpec = {
  ...SEARCH_LIST,
  select: `performers.*, (SELECT s.session_id FROM streams s WHERE s.performer_id = performers.id AND s.type = 'public'
    AND s.status = 'active' ORDER BY s.created_at DESC LIMIT 1) AS public_session_id`,
};

export interface PerformerSearch extends ListParams {
  gender?: Gender;
  categoryId?: string;
  status?: StreamingStatus | 'live';
  studioId?: string;
  /**
   * Select `public_session_id` too, for this caller (the member's id, else null): a performer who blocked the
   * member does not tell him the stream id of her show.
   */
  sessionsFor?: { userId: string | null };
}

/** Active performers, filtered, searched, sorted and paged. */
export async function searchPerformers(db: Queryable, search: PerformerSearch) {
  const where = new SqlWhere().and(`status = 'active'`);
  if (search.gender) where.and(`gender = ${where.param(search.gender)}`);
  if (search.categoryId) where.and(`${where.param(search.categoryId)} = ANY(category_ids)`);
  if (search.status === 'live') where.and(`streaming_status <> 'offline'`);
  else if (search.status) where.and(`streaming_status = ${where.param(search.status)}`);
  if (search.studioId) where.and(`studio_id = ${where.param(search.studioId)}`);
  if (!search.sessionsFor) return listPage<PerformerRow>(db, SEARCH_LIST, where, search);
  const page = await listPage<PerformerRow>(db, SEARCH_LIST_WITH_SESSIONS, where, search);
  const live = page.rows.filter((row) => row.public_session_id);
  const userId = search.sessionsFor.userId;
  if (userId && live.length) {
    const { rows } = await db.query<{ performer_id: string }>(
      'SELECT performer_id FROM performer_blocks WHERE user_id = $1 AND performer_id = ANY($2::text[])',
      [userId, live.map((row) => row.id)],
    );
    const blockers = new Set(rows.map((row) => row.performer_id));
    for (const row of live) if (blockers.has(row.id)) row.public_session_id = null;
  }
  return page;
}

/** By username (case-insensitive) or by id. */
export async function findPerformer(db: Queryable, usernameOrId: string) {
  const { rows } = await db.query<PerformerRow>(
    `SELECT * FROM performers WHERE ${isObjectId(usernameOrId) ? 'id = $1 OR ' : ''}lower(username) = lower($1) LIMIT 1`,
    [usernameOrId],
  );
  return rows[0] ?? null;
}

/** One more profile view of an active performer; null when there is none. */
export async function addPerformerView(db: Queryable, id: string): Promise<number | null> {
  const { rows } = await db.query<{ views: number }>(`UPDATE performers SET views = views + 1 WHERE id = $1 AND status = 'active' RETURNING views`, [
    id,
  ]);
  return rows[0]?.views ?? null;
}

/** Her cover: the wide WebP picture and its card-sized thumbnail. */
export async function setCoverPaths(db: Queryable, id: string, coverPath: string, thumbnailPath: string) {
  await db.query(`UPDATE performers SET cover_path = $2, cover_thumbnail_path = $3, updated_at = now() WHERE id = $1`, [
    id,
    coverPath,
    thumbnailPath,
  ]);
}

export async function isBlockedBy(db: Queryable, performerId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM performer_blocks WHERE performer_id = $1 AND user_id = $2', [performerId, userId]);
  return rows.length > 0;
}

export async function findPerformerById(db: Queryable, id: string) {
  const { rows } = await db.query<PerformerRow>('SELECT * FROM performers WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export interface NewPerformer {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  country: string;
  dateOfBirth: string | null;
  studioId: string | null;
  documentVerificationId: string;
  idVerificationId: string;
}

export async function insertPerformer(db: Queryable, performer: NewPerformer) {
  await db.query(
    `INSERT INTO performers (id, username, email, password_hash, name, first_name, last_name, gender, country, date_of_birth,
       studio_id, document_verification_id, id_verification_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      performer.id,
      performer.username,
      performer.email,
      performer.passwordHash,
      `${performer.firstName} ${performer.lastName}`.trim(),
      performer.firstName,
      performer.lastName,
      performer.gender,
      performer.country,
      performer.dateOfBirth,
      performer.studioId,
      performer.documentVerificationId,
      performer.idVerificationId,
    ],
  );
}

type Binding = 'text' | 'array' | 'json' | 'date';

// profile field -> [column, how the value is bound]
const PROFILE_COLUMNS = {
  name: ['name', 'text'],
  firstName: ['first_name', 'text'],
  lastName: ['last_name', 'text'],
  username: ['username', 'text'],
  email: ['email', 'text'],
  phone: ['phone', 'text'],
  gender: ['gender', 'text'],
  country: ['country', 'text'],
  city: ['city', 'text'],
  aboutMe: ['about_me', 'text'],
  bio: ['bio', 'text'],
  languages: ['languages', 'array'],
  tags: ['tags', 'array'],
  categoryIds: ['category_ids', 'array'],
  schedule: ['schedule', 'json'],
  timezone: ['timezone', 'text'],
  height: ['height', 'text'],
  weight: ['weight', 'text'],
  eyes: ['eyes', 'text'],
  hair: ['hair', 'text'],
  ethnicity: ['ethnicity', 'text'],
  streamingTitle: ['streaming_title', 'text'],
  dateOfBirth: ['date_of_birth', 'date'],
  socials: ['socials', 'json'],
} as const satisfies Record<string, readonly [string, Binding]>;

export type PerformerProfileChanges = { [field in keyof typeof PROFILE_COLUMNS]?: unknown };

/** Writes the given profile fields (undefined ones stay); a changed e-mail must be verified again. */
export async function updatePerformerProfile(db: Queryable, id: string, changes: PerformerProfileChanges, options: { emailChanged: boolean }) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [field, [column, binding]] of Object.entries(PROFILE_COLUMNS)) {
    const value = changes[field as keyof typeof PROFILE_COLUMNS];
    if (value === undefined) continue;
    if (binding === 'json') params.push(JSON.stringify(value));
    else if (binding === 'date') params.push(value ? String(value).slice(0, 10) : null);
    else params.push(value);
    sets.push(`${column} = $${params.length}${binding === 'json' ? '::jsonb' : binding === 'array' ? '::text[]' : ''}`);
  }
  if (options.emailChanged) sets.push('email_verified = false');
  if (sets.length) await db.query(`UPDATE performers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}
