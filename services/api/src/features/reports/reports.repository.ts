import type { AdminReportsQuery, ReportAction, ReportReason, ReportStatus, ReportTarget, Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { ACCOUNT_TABLES } from '../../core/account-tables';

export interface ReportRow {
  id: string;
  target_type: ReportTarget;
  target_id: string;
  reporter_role: Role;
  reporter_id: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  action: ReportAction | null;
  action_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  undo_state: Record<string, unknown> | null;
  created_at: Date;
}

/** Takes a report; the reporter's open report of the same item is answered instead of a second one. */
export async function insertReport(
  db: Queryable,
  report: { targetType: ReportTarget; targetId: string; reporterRole: Role; reporterId: string; reason: ReportReason; details: string },
): Promise<{ id: string; duplicate: boolean }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO reports (id, target_type, target_id, reporter_role, reporter_id, reason, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (reporter_role, reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING RETURNING id`,
    [newId(), report.targetType, report.targetId, report.reporterRole, report.reporterId, report.reason, report.details],
  );
  if (rows[0]) return { id: rows[0].id, duplicate: false };
  const { rows: open } = await db.query<{ id: string }>(
    `SELECT id FROM reports WHERE reporter_role = $1 AND reporter_id = $2 AND target_type = $3 AND target_id = $4 AND status = 'open'`,
    [report.reporterRole, report.reporterId, report.targetType, report.targetId],
  );
  return { id: open[0].id, duplicate: true };
}

export async function findReport(db: Queryable, id: string, lock = false): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(`SELECT * FROM reports WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** The queue: open reports oldest first (the longest waiting on top), decided ones newest decision first. */
export async function listReports(db: Queryable, query: AdminReportsQuery): Promise<{ rows: ReportRow[]; total: number }> {
  const filter = `($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR target_type = $2)`;
  const params = [query.status ?? null, query.targetType ?? null];
  const [page, count] = await Promise.all([
    db.query<ReportRow>(
      `SELECT * FROM reports WHERE ${filter}
        ORDER BY (status = 'open') DESC, CASE WHEN status = 'open' THEN created_at END ASC, decided_at DESC NULLS LAST, id
        LIMIT $3 OFFSET $4`,
      [...params, query.limit, query.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM reports WHERE ${filter}`, params),
  ]);
  return { rows: page.rows, total: count.rows[0].total };
}

/** Open reports of one item. */
export async function openReportsOfItem(db: Queryable, targetType: ReportTarget, targetId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM reports WHERE target_type = $1 AND target_id = $2 AND status = 'open'`,
    [targetType, targetId],
  );
  return rows[0].total;
}

/** Records the admin's decision on every open report of the same item (one action answers them all); returns their ids. */
export async function decideReports(
  db: Queryable,
  report: ReportRow,
  decision: { status: ReportStatus; action: ReportAction; reason: string; adminId: string; undoState: unknown },
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE reports SET status = $3, action = $4, action_reason = $5, decided_by = $6, decided_at = now(), undo_state = $7::jsonb
      WHERE (id = $8) OR (target_type = $1 AND target_id = $2 AND status = 'open') RETURNING id`,
    [
      report.target_type,
      report.target_id,
      decision.status,
      decision.action,
      decision.reason,
      decision.adminId,
      JSON.stringify(decision.undoState ?? null),
      report.id,
    ],
  );
  return rows.map((row) => row.id);
}

/** Undo: the reports decided together with this one are open again. */
export async function reopenReports(db: Queryable, report: ReportRow): Promise<void> {
  await db.query(
    `UPDATE reports SET status = 'open', action = NULL, action_reason = NULL, decided_by = NULL, decided_at = NULL, undo_state = NULL
      WHERE target_type = $1 AND target_id = $2 AND action = $4
        -- the decision's time came back through a JS Date (milliseconds); the column keeps microseconds
        AND abs(extract(epoch FROM decided_at - $3::timestamptz)) < 0.001`,
    [report.target_type, report.target_id, report.decided_at, report.action],
  );
}

export async function accountUsername(db: Queryable, role: Role, id: string): Promise<string | null> {
  const { rows } = await db.query<{ username: string }>(`SELECT username FROM ${ACCOUNT_TABLES[role]} WHERE id = $1`, [id]);
  return rows[0]?.username ?? null;
}

export type AssetKind = 'video' | 'photo' | 'gallery' | 'product';
export const ASSET_TABLE: Record<AssetKind, 'videos' | 'photos' | 'galleries' | 'products'> = {
  video: 'videos',
  photo: 'photos',
  gallery: 'galleries',
  product: 'products',
};
const TITLE: Record<AssetKind, string> = { video: 'title', photo: 'title', gallery: 'name', product: 'name' };
const IMAGE: Record<AssetKind, string> = {
  video: 'COALESCE(thumbnail_path, poster_path)',
  photo: 'small_path',
  gallery: '(SELECT small_path FROM photos p WHERE p.gallery_id = a.id AND p.deleted_at IS NULL ORDER BY p.created_at LIMIT 1)',
  product: 'image_path',
};

export interface AssetFacts {
  title: string;
  performer_id: string;
  image_path: string | null;
  hidden_at: Date | null;
  deleted_at: Date | null;
}

export async function findAssetFacts(db: Queryable, kind: AssetKind, id: string): Promise<AssetFacts | null> {
  const { rows } = await db.query<AssetFacts>(
    `SELECT ${TITLE[kind]} AS title, performer_id, ${IMAGE[kind]} AS image_path, hidden_at, deleted_at FROM ${ASSET_TABLE[kind]} a WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Hides (or shows again) an asset; returns whether it changed. */
export async function setAssetHidden(db: Queryable, kind: AssetKind, id: string, hidden: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE ${ASSET_TABLE[kind]} SET hidden_at = ${hidden ? 'now()' : 'NULL'} WHERE id = $1 AND hidden_at IS ${hidden ? '' : 'NOT '}NULL`,
    [id],
  );
  return (rowCount ?? 0) > 0;
}

/** Whether a protected file belongs to content an admin hid (its links then answer 410). */
export async function isHiddenFile(db: Queryable, fileId: string): Promise<boolean> {
  const { rows } = await db.query<{ hidden: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM videos WHERE file_id = $1 AND hidden_at IS NOT NULL)
         OR EXISTS (SELECT 1 FROM photos p LEFT JOIN galleries g ON g.id = p.gallery_id
                     WHERE p.file_id = $1 AND (p.hidden_at IS NOT NULL OR g.hidden_at IS NOT NULL))
         OR EXISTS (SELECT 1 FROM products WHERE digital_file_id = $1 AND hidden_at IS NOT NULL) AS hidden`,
    [fileId],
  );
  return rows[0].hidden;
}

export interface ReportedMessage {
  id: string;
  conversation_id: string;
  conversation_type: string;
  text: string;
  is_deleted: boolean;
  sender_source: Role;
  sender_id: string;
  created_at: Date;
}

export async function findReportedMessage(db: Queryable, id: string): Promise<ReportedMessage | null> {
  const { rows } = await db.query<ReportedMessage>(
    `SELECT m.id, m.conversation_id, c.type AS conversation_type, m.text, m.is_deleted, m.sender_source, m.sender_id, m.created_at
       FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A message with up to `around` messages before and after it in its conversation, oldest first, with their authors. */
export async function messagesAround(db: Queryable, message: ReportedMessage, around: number) {
  const { rows } = await db.query<ReportedMessage & { author: string | null }>(
    `SELECT * FROM (
       (SELECT m.* FROM messages m WHERE m.conversation_id = $1 AND (m.created_at, m.id) < ($2, $3) ORDER BY m.created_at DESC, m.id DESC LIMIT $4)
       UNION ALL
       (SELECT m.* FROM messages m WHERE m.conversation_id = $1 AND (m.created_at, m.id) >= ($2, $3) ORDER BY m.created_at, m.id LIMIT $4 + 1)
     ) m
     CROSS JOIN LATERAL (SELECT COALESCE(
       (SELECT username FROM users WHERE m.sender_source = 'user' AND id = m.sender_id),
       (SELECT username FROM performers WHERE m.sender_source = 'performer' AND id = m.sender_id),
       (SELECT username FROM studios WHERE m.sender_source = 'studio' AND id = m.sender_id)) AS author) a
     ORDER BY m.created_at, m.id`,
    [message.conversation_id, message.created_at, message.id, around],
  );
  return rows;
}

/** A moderator's hiding of a message keeps its text in the report for undo. */
export async function setMessageHidden(db: Queryable, id: string, state: { text: string; deleted: boolean }) {
  await db.query(`UPDATE messages SET text = $2, is_deleted = $3, updated_at = now() WHERE id = $1`, [id, state.text, state.deleted]);
}

export async function liveStreamCount(db: Queryable, performerId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM streams WHERE performer_id = $1 AND status = 'active'`, [
    performerId,
  ]);
  return rows[0].total;
}

export async function accountExists(db: Queryable, role: Role, id: string): Promise<boolean> {
  return (await accountUsername(db, role, id)) !== null;
}
