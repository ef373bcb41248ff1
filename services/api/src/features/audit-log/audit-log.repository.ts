import type { AuditEntry, AuditLogQuery } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { listPage, SqlWhere, type ListSpec } from '../../db/list-query';

interface AuditRow {
  id: string;
  actor_id: string;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string;
  created_at: Date;
}

export interface NewAuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Appends one entry; the actor's username is read with it, so the log still names him if he is renamed later. */
export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry): Promise<AuditEntry> {
  const { rows } = await db.query<AuditRow>(
    `INSERT INTO audit_log (id, actor_id, actor_name, action, target_type, target_id, before, after, reason)
     VALUES ($1, $2, coalesce((SELECT username FROM users WHERE id = $2), ''), $3, $4, $5, $6::jsonb, $7::jsonb, $8)
     RETURNING *`,
    [
      newId(),
      entry.actorId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.reason,
    ],
  );
  return toEntry(rows[0]);
}

const AUDIT_LIST: ListSpec = { from: 'audit_log', sortable: { createdAt: 'created_at' }, defaultSortBy: 'createdAt' };

/** Newest first; `actor` is the admin's id or username, `action` a whole action or its first part. */
export async function listAuditEntries(db: Queryable, query: AuditLogQuery) {
  const where = new SqlWhere();
  const actor = query.actor?.trim();
  if (actor) where.and(`(actor_id = ${where.param(actor)} OR lower(actor_name) = lower(${where.param(actor)}))`);
  const action = query.action?.trim();
  if (action) {
    const value = where.param(action);
    where.and(`(action = ${value} OR split_part(action, '.', 1) = ${value})`);
  }
  if (query.targetId) where.and(`target_id = ${where.param(query.targetId)}`);
  const { rows, total } = await listPage<AuditRow>(db, AUDIT_LIST, where, query);
  return { data: rows.map(toEntry), total };
}

/** The actions every admin has taken so far, for the filter's choices. */
export async function auditActions(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ action: string }>(`SELECT DISTINCT action FROM audit_log ORDER BY action`);
  return rows.map((row) => row.action);
}
