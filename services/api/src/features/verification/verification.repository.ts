import type { VerificationQueueQuery, VerificationStatus, VerifiedRole } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { listPage, SqlWhere, type ListSpec } from '../../db/list-query';

export interface ApplicantRow {
  role: VerifiedRole;
  id: string;
  username: string;
  name: string;
  email: string;
  studio_name: string | null;
  status: VerificationStatus;
  reason: string | null;
  submitted_at: Date;
  document_verification_id: string | null;
  id_verification_id: string | null;
  release_form_id: string | null;
}

export interface DocumentFileRow {
  id: string;
  original_name: string;
  mime_type: string;
}

const STATUS = (t: string) =>
  `CASE WHEN ${t}.verified THEN 'approved' WHEN ${t}.verification_rejection IS NOT NULL THEN 'rejected' ELSE 'pending' END`;

/** Performers and studios side by side, with what the queue shows of them (suspended accounts left out). */
const APPLICANTS = `(
  SELECT 'performer' AS role, p.id, p.username, coalesce(nullif(p.name, ''), trim(p.first_name || ' ' || p.last_name)) AS name, p.email,
         s.name AS studio_name, ${STATUS('p')} AS status, p.verification_rejection AS reason,
         coalesce(p.documents_changed_at, p.created_at) AS submitted_at,
         p.document_verification_id, p.id_verification_id, p.release_form_id
    FROM performers p LEFT JOIN studios s ON s.id = p.studio_id
   WHERE p.status <> 'inactive'
  UNION ALL
  SELECT 'studio', s.id, s.username, s.name, s.email, NULL, ${STATUS('s')}, s.verification_rejection,
         coalesce(s.documents_changed_at, s.created_at), s.document_verification_id, s.id_verification_id, NULL
    FROM studios s
   WHERE s.status <> 'inactive'
) a`;

const HAS_DOCUMENTS = `coalesce(a.document_verification_id, a.id_verification_id, a.release_form_id) IS NOT NULL`;

/** The queue: accounts that sent documents, waiting ones first by the time they sent them (oldest first). */
const QUEUE: ListSpec = {
  from: APPLICANTS,
  sortable: { submittedAt: 'a.submitted_at' },
  defaultSortBy: 'submittedAt',
  defaultSort: 'ASC',
  tieBreaker: 'a.id',
};

export async function listApplicants(db: Queryable, query: VerificationQueueQuery) {
  const where = new SqlWhere().and(HAS_DOCUMENTS);
  where.and(`a.status = ${where.param(query.status ?? 'pending')}`);
  if (query.role) where.and(`a.role = ${where.param(query.role)}`);
  return listPage<ApplicantRow>(db, QUEUE, where, { limit: query.limit, offset: query.offset });
}

export async function findApplicant(db: Queryable, role: VerifiedRole, id: string): Promise<ApplicantRow | null> {
  const { rows } = await db.query<ApplicantRow>(`SELECT * FROM ${APPLICANTS} WHERE a.role = $1 AND a.id = $2`, [role, id]);
  return rows[0] ?? null;
}

export async function findDocumentFiles(db: Queryable, ids: string[]): Promise<DocumentFileRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<DocumentFileRow>(
    `SELECT id, original_name, mime_type FROM files WHERE id = ANY($1::text[]) AND visibility = 'private'`,
    [ids],
  );
  return rows;
}

const TABLE: Record<VerifiedRole, 'performers' | 'studios'> = { performer: 'performers', studio: 'studios' };

/** Holds the account's row until the transaction ends: a decision and a new document upload never interleave. */
export async function lockApplicant(db: Queryable, role: VerifiedRole, id: string) {
  await db.query(`SELECT id FROM ${TABLE[role]} WHERE id = $1 FOR UPDATE`, [id]);
}

/** Records the decision and leaves a notice for the holder's next visit. */
export async function decideVerification(
  db: Queryable,
  role: VerifiedRole,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
) {
  await db.query(
    `UPDATE ${TABLE[role]}
        SET verified = $2, verification_rejection = $3, verification_decided_at = now(), verification_notice_at = now(), updated_at = now()
      WHERE id = $1`,
    [id, decision.approve, decision.approve ? null : decision.reason],
  );
}

export interface NoticeRow {
  verified: boolean;
  verification_rejection: string | null;
  verification_decided_at: Date;
}

/** The decision the holder has not seen yet, or null. */
export async function findUnseenDecision(db: Queryable, role: VerifiedRole, id: string): Promise<NoticeRow | null> {
  const { rows } = await db.query<NoticeRow>(
    `SELECT verified, verification_rejection, verification_decided_at FROM ${TABLE[role]}
      WHERE id = $1 AND verification_notice_at IS NOT NULL AND verification_decided_at IS NOT NULL`,
    [id],
  );
  return rows[0] ?? null;
}

export async function markDecisionSeen(db: Queryable, role: VerifiedRole, id: string) {
  await db.query(`UPDATE ${TABLE[role]} SET verification_notice_at = NULL WHERE id = $1`, [id]);
}
