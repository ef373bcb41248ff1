import type { CreatePayoutRequest, PayoutRequest } from '@platform/shared/contract';
import { badRequest, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db.types';
import type { EarningRole } from './earnings.repository';
import { GATEWAY, lockWallet, postMovement } from './ledger.repository';
import { toPayout } from './money.mappers';
import type { MoneyOutcome } from './money-transaction';
import {
  approveLinkedEarnings,
  approvePayout,
  completePayout,
  findOwnPayoutRow,
  insertPayout,
  linkEarnings,
  lockMemberPayout,
  lockPayout,
  markLinkedEarningsPaid,
  paymentDetailsOf,
  rejectPayout,
  reservedTokens,
  setStudioDecision,
  studioOfPerformer,
  unlinkEarnings,
  unpaidInRange,
  updatePayoutFields,
} from './payouts.repository';

/** Tokens a performer / studio may still ask for: the balance minus open requests (locks the wallet row). */
async function availableBalance(tx: Queryable, role: EarningRole, id: string, exceptRequestId?: string) {
  const balance = await lockWallet(tx, role, id);
  if (balance === null) throw notFound(`The ${role} account was not found`);
  return balance - (await reservedTokens(tx, role, id, exceptRequestId));
}

async function paymentDetails(tx: Queryable, role: EarningRole, id: string, type: string) {
  const details = await paymentDetailsOf(tx, role, id, type);
  if (!details) throw badRequest(`Add your ${type} payment details before asking for a payout`);
  return details;
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
  const studioId = role === 'studio' ? id : await studioOfPerformer(tx, id);
  const saved = await insertPayout(
    tx,
    { role, id, performerId: role === 'performer' ? id : null, studioId },
    {
      paymentAccountType: input.paymentAccountType,
      paymentAccountInfo: details,
      fromDate: input.fromDate?.slice(0, 10) ?? null,
      toDate: input.toDate?.slice(0, 10) ?? null,
      requestNote: input.requestNote ?? '',
      tokenMustPay: amount,
    },
  );
  await linkEarnings(tx, saved);
  return { data: toPayout(saved) };
}

export async function findOwnPayout(tx: Queryable, role: EarningRole, ownerId: string, id: string, lock = false) {
  const row = await findOwnPayoutRow(tx, role, ownerId, id, lock);
  if (!row) throw notFound('Payout request not found');
  return row;
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
  await unlinkEarnings(tx, id);
  const amount = await resolveAmount(tx, role, ownerId, merged, id);
  const details = await paymentDetails(tx, role, ownerId, merged.paymentAccountType);
  const saved = await updatePayoutFields(tx, id, {
    paymentAccountType: merged.paymentAccountType,
    paymentAccountInfo: details,
    fromDate: merged.fromDate?.slice(0, 10) ?? null,
    toDate: merged.toDate?.slice(0, 10) ?? null,
    requestNote: merged.requestNote ?? '',
    tokenMustPay: amount,
  });
  await linkEarnings(tx, saved);
  return { data: toPayout(saved) };
}

/** A studio approves or rejects one of its members' pending requests. */
export async function studioDecision(
  tx: Queryable,
  studioId: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; adminNote?: string },
): Promise<PayoutRequest> {
  const request = await lockMemberPayout(tx, studioId, id);
  if (!request) throw notFound('Payout request not found');
  if (request.status !== 'pending') throw badRequest(`This payout request is already ${request.status}`);
  const saved = await setStudioDecision(tx, id, decision.status, decision.adminNote ?? '');
  if (decision.status === 'approved') await approveLinkedEarnings(tx, id);
  else await unlinkEarnings(tx, id);
  return toPayout(saved);
}

/**
 * Admin settles a payout: 'approved' accepts a pending request (its earnings show as approved; it is paid later),
 * 'done' moves the tokens out of the wallet to the gateway (the money is paid
 * outside) in one movement and marks the linked earnings paid; 'rejected' frees them. A studio member's
 * request must first be approved by the studio.
 */
export async function settlePayout(
  tx: Queryable,
  id: string,
  decision: { status: 'approved' | 'done' | 'rejected'; adminNote?: string },
): Promise<MoneyOutcome<PayoutRequest>> {
  const request = await lockPayout(tx, id);
  if (!request) throw notFound('Payout request not found');
  if (request.status === 'done' || request.status === 'rejected') throw badRequest(`This payout request is already ${request.status}`);
  if (decision.status === 'rejected') {
    await unlinkEarnings(tx, id);
    return { data: toPayout(await rejectPayout(tx, id, decision.adminNote ?? '')) };
  }
  if (request.source === 'performer' && request.studio_id && request.status !== 'approved') {
    throw badRequest("The performer's studio has not approved this payout request yet");
  }
  if (decision.status === 'approved') {
    if (request.status !== 'pending') throw badRequest(`This payout request is already ${request.status}`);
    await approveLinkedEarnings(tx, id);
    return { data: toPayout(await approvePayout(tx, id, decision.adminNote ?? '')) };
  }
  const movement = await postMovement(tx, {
    type: 'payout',
    reference: id,
    postings: [
      { account: { kind: request.source, id: request.source_id }, amount: -request.token_must_pay },
      { account: GATEWAY, amount: request.token_must_pay },
    ],
  });
  await markLinkedEarningsPaid(tx, id);
  return { data: toPayout(await completePayout(tx, id, decision.adminNote ?? '', movement.movementId)), wallets: movement.wallets };
}
