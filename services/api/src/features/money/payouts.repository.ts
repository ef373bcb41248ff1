import type { PaymentAccountType } from '@platform/shared/contract';
import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { rangeCondition, type EarningRole } from './earnings.repository';
import { toPayout, type PayoutRow } from './money.mappers';

const OPEN = `status IN ('pending', 'approved')`;

/** Tokens held by the account's open payout requests (one request may be left out: the one being edited). */
export async function reservedTokens(tx: Queryable, role: EarningRole, id: string, exceptRequestId?: string) {
  const { rows } = await tx.query<{ reserved: string }>(
    `SELECT coalesce(sum(token_must_pay), 0) AS reserved FROM payout_requests
     WHERE source = $1 AND source_id = $2 AND ${OPEN} AND id IS DISTINCT FROM $3`,
    [role, id, exceptRequestId ?? null],
  );
  return Number(rows[0].reserved);
}

/** Net tokens of the earnings in the range not yet linked to any payout request. */
export async function unpaidInRange(tx: Queryable, role: EarningRole, id: string, from: string | null, to: string | null) {
  const { rows } = await tx.query<{ total: string }>(
    `SELECT coalesce(sum(net_price), 0) AS total FROM earnings
     WHERE source = $1 AND source_id = $2 AND payout_status = 'none' AND ${rangeCondition('$3', '$4')}`,
    [role, id, from, to],
  );
  return Number(rows[0].total);
}

/** Frees the earnings linked to a request: they count as unpaid again. */
export async function unlinkEarnings(tx: Queryable, requestId: string) {
  await tx.query(`UPDATE earnings SET payout_request_id = NULL, payout_status = 'none' WHERE payout_request_id = $1`, [requestId]);
}

/** Links the unpaid earnings of the range to the request (they show as pending payout). */
export async function linkEarnings(tx: Queryable, request: PayoutRow) {
  await unlinkEarnings(tx, request.id);
  await tx.query(
    `UPDATE earnings SET payout_request_id = $1, payout_status = $6
     WHERE source = $2 AND source_id = $3 AND payout_status = 'none' AND ${rangeCondition('$4', '$5')}`,
    [request.id, request.source, request.source_id, request.from_date, request.to_date, request.status === 'approved' ? 'approved' : 'pending'],
  );
}

export async function approveLinkedEarnings(tx: Queryable, requestId: string) {
  await tx.query(`UPDATE earnings SET payout_status = 'approved' WHERE payout_request_id = $1`, [requestId]);
}

export async function markLinkedEarningsPaid(tx: Queryable, requestId: string) {
  await tx.query(`UPDATE earnings SET is_paid = true, payout_status = 'done' WHERE payout_request_id = $1`, [requestId]);
}

/** The saved payment details of one kind (null when none are saved). */
export async function paymentDetailsOf(tx: Queryable, role: EarningRole, id: string, type: string) {
  const { rows } = await tx.query<{ details: Record<string, string> }>(
    'SELECT details FROM payment_information WHERE source = $1 AND source_id = $2 AND type = $3',
    [role, id, type],
  );
  return rows[0]?.details ?? null;
}

export async function studioOfPerformer(tx: Queryable, performerId: string) {
  const { rows } = await tx.query<{ studio_id: string | null }>('SELECT studio_id FROM performers WHERE id = $1', [performerId]);
  return rows[0]?.studio_id ?? null;
}

/** The stored fields of a request; dates are plain days. */
export interface PayoutFields {
  paymentAccountType: PaymentAccountType;
  paymentAccountInfo: Record<string, string>;
  fromDate: string | null;
  toDate: string | null;
  requestNote: string;
  tokenMustPay: number;
}

/** A request's editable fields in the order both the INSERT and the UPDATE below take them. */
const payoutFieldValues = (fields: PayoutFields) => [
  fields.paymentAccountType,
  JSON.stringify(fields.paymentAccountInfo),
  fields.fromDate,
  fields.toDate,
  fields.requestNote,
  fields.tokenMustPay,
];

export async function insertPayout(
  tx: Queryable,
  owner: { role: EarningRole; id: string; performerId: string | null; studioId: string | null },
  fields: PayoutFields,
) {
  const { rows } = await tx.query<PayoutRow>(
    `INSERT INTO payout_requests (id, source, source_id, performer_id, studio_id, payment_account_type, payment_account_info, from_date,
       to_date, request_note, token_must_pay)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11) RETURNING *`,
    [newId(), owner.role, owner.id, owner.performerId, owner.studioId, ...payoutFieldValues(fields)],
  );
  return rows[0];
}

export async function updatePayoutFields(tx: Queryable, id: string, fields: PayoutFields) {
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET payment_account_type = $2, payment_account_info = $3::jsonb, from_date = $4, to_date = $5, request_note = $6,
       token_must_pay = $7, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, ...payoutFieldValues(fields)],
  );
  return rows[0];
}

/** A request of its own account (null when unknown); `lock` holds it for the rest of the transaction. */
export async function findOwnPayoutRow(tx: Queryable, role: EarningRole, ownerId: string, id: string, lock = false) {
  const { rows } = await tx.query<PayoutRow>(
    `SELECT * FROM payout_requests WHERE id = $1 AND source = $2 AND source_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, role, ownerId],
  );
  return rows[0] ?? null;
}

/** A studio's own request or one of its members' requests. */
export async function findStudioPayout(db: Queryable, studioId: string, id: string) {
  const { rows } = await db.query<PayoutRow>(
    `SELECT * FROM payout_requests WHERE id = $1 AND ((source = 'studio' AND source_id = $2) OR studio_id = $2)`,
    [id, studioId],
  );
  return rows[0] ?? null;
}

export async function lockMemberPayout(tx: Queryable, studioId: string, id: string) {
  const { rows } = await tx.query<PayoutRow>(`SELECT * FROM payout_requests WHERE id = $1 AND source = 'performer' AND studio_id = $2 FOR UPDATE`, [
    id,
    studioId,
  ]);
  return rows[0] ?? null;
}

export async function setStudioDecision(tx: Queryable, id: string, status: 'approved' | 'rejected', studioNote: string) {
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET status = $2, studio_note = $3, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, status, studioNote],
  );
  return rows[0];
}

export async function lockPayout(tx: Queryable, id: string) {
  const { rows } = await tx.query<PayoutRow>('SELECT * FROM payout_requests WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function rejectPayout(tx: Queryable, id: string, adminNote: string) {
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET status = 'rejected', admin_note = $2, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, adminNote],
  );
  return rows[0];
}

export async function approvePayout(tx: Queryable, id: string, adminNote: string) {
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET status = 'approved', admin_note = $2, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, adminNote],
  );
  return rows[0];
}

export async function completePayout(tx: Queryable, id: string, adminNote: string, movementId: string) {
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET status = 'done', admin_note = $2, movement_id = $3, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, adminNote, movementId],
  );
  return rows[0];
}

const PAYOUT_LIST: ListSpec = { from: 'payout_requests', sortable: { createdAt: 'created_at' }, defaultSortBy: 'createdAt' };
export const PAYOUT_SORT_BY = Object.keys(PAYOUT_LIST.sortable);

/** Whose requests a list shows: an account's own, the members' of a studio, or (the back office) everyone's. */
export type PayoutOwner = { source: EarningRole; sourceId: string } | { memberOfStudio: string } | 'everyone';

export interface PayoutFilter {
  status?: string;
  source?: EarningRole;
  fromDate?: string;
  toDate?: string;
}

export async function listPayouts(db: Queryable, owner: PayoutOwner, filter: PayoutFilter, query: ListParams) {
  const where = new SqlWhere();
  if (owner === 'everyone') {
    if (filter.source !== undefined) where.and(`source = ${where.param(filter.source)}`);
  } else if ('memberOfStudio' in owner) where.and(`source = 'performer'`).and(`studio_id = ${where.param(owner.memberOfStudio)}`);
  else where.and(`source = ${where.param(owner.source)}`).and(`source_id = ${where.param(owner.sourceId)}`);
  if (filter.status !== undefined) where.and(`status = ${where.param(filter.status)}`);
  if (filter.fromDate !== undefined) where.and(`created_at >= ${where.param(filter.fromDate)}::timestamptz`);
  // a toDate is a day: the whole day counts
  if (filter.toDate !== undefined) where.and(`created_at < ${where.param(filter.toDate)}::date + 1`);
  const { rows, total } = await listPage<PayoutRow>(db, PAYOUT_LIST, where, query);
  return paged(rows.map(toPayout), total);
}
