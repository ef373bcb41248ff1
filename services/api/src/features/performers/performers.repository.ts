import type { Gender, StreamingStatus } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import type { PerformerRow } from './performers.mapper';
import type { NewAccount } from '../accounts/accounts.repository';

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
  /** Leave out performers who blocked this member or this country (a member or visitor never finds them). */
  hiddenFrom?: { userId: string | null; country: string | null };
}

/** Adds the clauses that hide performers from a member they blocked and from visitors of a country they blocked. */
export function hideBlockedFrom(where: SqlWhere, table: string, viewer: { userId: string | null; country: string | null } | undefined) {
  if (viewer?.userId) {
    where.and(`NOT EXISTS (SELECT 1 FROM performer_blocks pb WHERE pb.performer_id = ${table}.id AND pb.user_id = ${where.param(viewer.userId)})`);
  }
  if (viewer?.country) where.and(`NOT (${where.param(viewer.country)} = ANY(${table}.blocked_countries))`);
  return where;
}

/** Active performers, filtered, searched, sorted and paged. */
export async function searchPerformers(db: Queryable, search: PerformerSearch) {
  const where = new SqlWhere().and(`status = 'active'`);
  if (search.gender) where.and(`gender = ${where.param(search.gender)}`);
  if (search.categoryId) where.and(`${where.param(search.categoryId)} = ANY(category_ids)`);
  if (search.status === 'live') where.and(`streaming_status <> 'offline'`);
  else if (search.status) where.and(`streaming_status = ${where.param(search.status)}`);
  if (search.studioId) where.and(`studio_id = ${where.param(search.studioId)}`);
  hideBlockedFrom(where, 'performers', search.hiddenFrom);
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

export async function findPerformerById(db: Queryable, id: string) {
  const { rows } = await db.query<PerformerRow>('SELECT * FROM performers WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export interface NewPerformer extends NewAccount {
  gender: Gender;
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

type Binding = 'text' | 'int' | 'bool' | 'array' | 'json' | 'date';

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
  statusMessage: ['status_message', 'text'],
  privateCallPrice: ['private_call_price', 'int'],
  groupCallPrice: ['group_call_price', 'int'],
  spyCallPrice: ['spy_call_price', 'int'],
  allowSpy: ['allow_spy', 'bool'],
  maxParticipantsAllowed: ['max_participants_allowed', 'int'],
  broadcastSetting: ['broadcast_setting', 'json'],
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
    sets.push(`${column} = $${params.length}${binding === 'json' ? '::jsonb' : binding === 'array' ? '::text[]' : binding === 'int' ? '::int' : ''}`);
  }
  if (options.emailChanged) sets.push('email_verified = false');
  if (sets.length) await db.query(`UPDATE performers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

export type PerformerDocumentColumn = 'document_verification_id' | 'id_verification_id' | 'release_form_id';

/** Points her profile at a newly uploaded private document. */
export async function setPerformerDocument(db: Queryable, id: string, column: PerformerDocumentColumn, fileId: string) {
  await db.query(`UPDATE performers SET ${column} = $2, updated_at = now() WHERE id = $1`, [id, fileId]);
}
