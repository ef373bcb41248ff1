import type { CreatePayoutRequest, PayoutRequest } from '@platform/shared/contract';
import { badRequest, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { GATEWAY, lockWallet, postMovement } from './ledger.repository';
import { toPayout, type PayoutRow } from './money.mappers';
import type { MoneyOutcome } from './money-transaction';
import { rangeCondition, type EarningRole } from './earnings.routes';

const OPEN = `status IN ('pending', 'approved')`;

/** Tokens a performer / studio may still ask for: the balance minus open requests (locks the wallet row). */
async function availableBalance(tx: Queryable, role: EarningRole, id: string, exceptRequestId?: string) {
  const balance = await lockWallet(tx, role, id);
  if (balance === null) throw notFound(`The ${role} account was not found`);
  const { rows } = await tx.query<{ reserved: string }>(
    `SELECT coalesce(sum(token_must_pay), 0) AS reserved FROM payout_requests
     WHERE source = $1 AND source_id = $2 AND ${OPEN} AND id IS DISTINCT FROM $3`,
    [role, id, exceptRequestId ?? null],
  );
  return balance - Number(rows[0].reserved);
}

async function unpaidInRange(tx: Queryable, role: EarningRole, id: string, from: string | null, to: string | null) {
  const { rows } = await tx.query<{ total: string }>(
    `SELECT coalesce(sum(net_price), 0) AS total FROM earnings
     WHERE source = $1 AND source_id = $2 AND payout_status = 'none' AND ${rangeCondition('$3', '$4')}`,
    [role, id, from, to],
  );
  return Number(rows[0].total);
}

/** Links the unpaid earnings of the range to the request (they show as pending payout). */
async function linkEarnings(tx: Queryable, request: PayoutRow) {
  await tx.query(`UPDATE earnings SET payout_request_id = NULL, payout_status = 'none' WHERE payout_request_id = $1`, [request.id]);
  await tx.query(
    `UPDATE earnings SET payout_request_id = $1, payout_status = $6
     WHERE source = $2 AND source_id = $3 AND payout_status = 'none' AND ${rangeCondition('$4', '$5')}`,
    [request.id, request.source, request.source_id, request.from_date, request.to_date, request.status === 'approved' ? 'approved' : 'pending'],
  );
}

async function paymentDetails(tx: Queryable, role: EarningRole, id: string, type: string) {
  const { rows } = await tx.query<{ details: Record<string, string> }>(
    'SELECT details FROM payment_information WHERE source = $1 AND source_id = $2 AND type = $3',
    [role, id, type],
  );
  if (!rows[0]) throw badRequest(`Add your ${type} payment details before asking for a payout`);
  return rows[0].details;
}

async function resolveAmount(tx: Queryable, role: EarningRole, id: string, input: CreatePayoutRequest, exceptRequestId?: string) {
  const available = await availableBalance(tx, role, id, exceptRequestId);
  const amount = input.tokenMustPay ?? (await unpaidInRange(tx, role, id, input.fromDate ?? null, input.toDate ?? null));
  if (amount <= 0) throw badRequest('There are no unpaid earnings to pay out in this period');
  if (amount > available) {
    throw badRequest(`The requested payout (${amount} tokens) is more than your available balance (${Math.max(available, 0)} tokens)`);
  }
  return amount;
}

export async function createPayout(tx: Queryable, role: EarningRole, id: string, input: CreatePayoutRequest): Promise<MoneyOutcome<PayoutRequest>> {
  const details = await paymentDetails(tx, role, id, input.paymentAccountType);
  const amount = await resolveAmount(tx, role, id, input);
  let studioId: string | null = role === 'studio' ? id : null;
  if (role === 'performer') {
    const { rows } = await tx.query<{ studio_id: string | null }>('SELECT studio_id FROM performers WHERE id = $1', [id]);
    studioId = rows[0]?.studio_id ?? null;
  }
  const { rows } = await tx.query<PayoutRow>(
    `INSERT INTO payout_requests (id, source, source_id, performer_id, studio_id, payment_account_type, payment_account_info, from_date,
       to_date, request_note, token_must_pay)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11) RETURNING *`,
    [newId(), role, id, role === 'performer' ? id : null, studioId, input.paymentAccountType, JSON.stringify(details),
      input.fromDate?.slice(0, 10) ?? null, input.toDate?.slice(0, 10) ?? null, input.requestNote ?? '', amount],
  );
  await linkEarnings(tx, rows[0]);
  return { data: toPayout(rows[0]) };
}

export async function findOwnPayout(tx: Queryable, role: EarningRole, ownerId: string, id: string, lock = false) {
  const { rows } = await tx.query<PayoutRow>(
    `SELECT * FROM payout_requests WHERE id = $1 AND source = $2 AND source_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, role, ownerId],
  );
  if (!rows[0]) throw notFound('Payout request not found');
  return rows[0];
}

export async function updatePayout(
  tx: Queryable,
  role: EarningRole,
  ownerId: string,
  id: string,
  input: Partial<CreatePayoutRequest>,
): Promise<MoneyOutcome<PayoutRequest>> {
  const before = await findOwnPayout(tx, role, ownerId, id, true);
  if (before.status !== 'pending') throw badRequest(`A payout request can only be edited while pending (it is ${before.status})`);
  const merged: CreatePayoutRequest = {
    paymentAccountType: input.paymentAccountType ?? before.payment_account_type,
    fromDate: input.fromDate ?? before.from_date ?? undefined,
    toDate: input.toDate ?? before.to_date ?? undefined,
    requestNote: input.requestNote ?? before.request_note,
    tokenMustPay: input.tokenMustPay ?? (input.fromDate || input.toDate ? undefined : before.token_must_pay),
  };
  // earnings of this request count as unpaid again while recomputing
  await tx.query(`UPDATE earnings SET payout_request_id = NULL, payout_status = 'none' WHERE payout_request_id = $1`, [id]);
  const amount = await resolveAmount(tx, role, ownerId, merged, id);
  const details = await paymentDetails(tx, role, ownerId, merged.paymentAccountType);
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET payment_account_type = $2, payment_account_info = $3::jsonb, from_date = $4, to_date = $5, request_note = $6,
       token_must_pay = $7, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, merged.paymentAccountType, JSON.stringify(details), merged.fromDate?.slice(0, 10) ?? null, merged.toDate?.slice(0, 10) ?? null,
      merged.requestNote ?? '', amount],
  );
  await linkEarnings(tx, rows[0]);
  return { data: toPayout(rows[0]) };
}

/** A studio approves or rejects one of its members' pending requests. */
export async function studioDecision(
  tx: Queryable,
  studioId: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; adminNote?: string },
): Promise<PayoutRequest> {
  const { rows } = await tx.query<PayoutRow>(
    `SELECT * FROM payout_requests WHERE id = $1 AND source = 'performer' AND studio_id = $2 FOR UPDATE`,
    [id, studioId],
  );
  const request = rows[0];
  if (!request) throw notFound('Payout request not found');
  if (request.status !== 'pending') throw badRequest(`This payout request is already ${request.status}`);
  const { rows: saved } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET status = $2, studio_note = $3, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, decision.status, decision.adminNote ?? ''],
  );
  await tx.query(
    decision.status === 'approved'
      ? `UPDATE earnings SET payout_status = 'approved' WHERE payout_request_id = $1`
      : `UPDATE earnings SET payout_request_id = NULL, payout_status = 'none' WHERE payout_request_id = $1`,
    [id],
  );
  return toPayout(saved[0]);
}

/**
 * Admin settles a payout: 'done' moves the tokens out of the wallet to the gateway (the money is paid
 * outside) in one movement and marks the linked earnings paid; 'rejected' frees them. A studio member's
 * request must first be approved by the studio.
 */
export async function settlePayout(
  tx: Queryable,
  id: string,
  decision: { status: 'done' | 'rejected'; adminNote?: string },
): Promise<MoneyOutcome<PayoutRequest>> {
  const { rows } = await tx.query<PayoutRow>('SELECT * FROM payout_requests WHERE id = $1 FOR UPDATE', [id]);
  const request = rows[0];
  if (!request) throw notFound('Payout request not found');
  if (request.status === 'done' || request.status === 'rejected') throw badRequest(`This payout request is already ${request.status}`);
  if (decision.status === 'rejected') {
    await tx.query(`UPDATE earnings SET payout_request_id = NULL, payout_status = 'none' WHERE payout_request_id = $1`, [id]);
    const { rows: saved } = await tx.query<PayoutRow>(
      `UPDATE payout_requests SET status = 'rejected', admin_note = $2, updated_at = now() WHERE id = $1 RETURNING *`,
      [id, decision.adminNote ?? ''],
    );
    return { data: toPayout(saved[0]) };
  }
  if (request.source === 'performer' && request.studio_id && request.status !== 'approved') {
    throw badRequest("The performer's studio has not approved this payout request yet");
  }
  const movement = await postMovement(tx, {
    type: 'payout',
    reference: id,
    postings: [
      { account: { kind: request.source, id: request.source_id }, amount: -request.token_must_pay },
      { account: GATEWAY, amount: request.token_must_pay },
    ],
  });
  await tx.query(`UPDATE earnings SET is_paid = true, payout_status = 'done' WHERE payout_request_id = $1`, [id]);
  const { rows: saved } = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET status = 'done', admin_note = $2, movement_id = $3, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, decision.adminNote ?? '', movement.movementId],
  );
  return { data: toPayout(saved[0]), wallets: movement.wallets };
}
