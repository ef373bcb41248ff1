import type { PaymentTransaction } from '@platform/shared/contract';
import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { toTransaction, type TransactionRow } from './money.mappers';

type Products = PaymentTransaction['products'];

/** A charge the gateway declined: recorded as failed, no tokens. */
export async function insertFailedTransaction(
  db: Queryable,
  gateway: string,
  buyerId: string,
  products: Products,
  totalPrice: number,
  reason: string,
) {
  await db.query(
    `INSERT INTO payment_transactions (id, payment_gateway, buyer_id, products, total_price, tokens, status, failure_reason)
     VALUES ($1, $2, $3, $4::jsonb, $5, 0, 'failed', $6)`,
    [newId(), gateway, buyerId, JSON.stringify(products), totalPrice, reason],
  );
}

export interface PaidTransaction {
  id: string;
  gateway: string;
  gatewayRef: string;
  buyerId: string;
  products: Products;
  totalPrice: number;
  tokens: number;
  movementId: string;
}

/** An approved charge, in the transaction that credits its tokens. */
export async function insertPaidTransaction(tx: Queryable, paid: PaidTransaction): Promise<PaymentTransaction> {
  const { rows } = await tx.query<TransactionRow>(
    `INSERT INTO payment_transactions (id, payment_gateway, gateway_ref, buyer_id, products, total_price, tokens, status, movement_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, 'success', $8) RETURNING *`,
    [paid.id, paid.gateway, paid.gatewayRef, paid.buyerId, JSON.stringify(paid.products), paid.totalPrice, paid.tokens, paid.movementId],
  );
  return toTransaction(rows[0]);
}

/** One of the member's token purchases (null when none). */
export async function findMemberTransaction(db: Queryable, buyerId: string, id: string) {
  const { rows } = await db.query<TransactionRow>(`SELECT * FROM payment_transactions WHERE id = $1 AND buyer_id = $2`, [id, buyerId]);
  return rows[0] ? toTransaction(rows[0]) : null;
}

const TRANSACTION_LIST: ListSpec = { from: 'payment_transactions', sortable: { createdAt: 'created_at' }, defaultSortBy: 'createdAt' };
export const TRANSACTION_SORT_BY = Object.keys(TRANSACTION_LIST.sortable);

/** A member's token purchases, newest first unless asked otherwise. */
export async function listMemberTransactions(db: Queryable, buyerId: string, status: string | undefined, query: ListParams) {
  const where = new SqlWhere();
  where.and(`buyer_id = ${where.param(buyerId)}`);
  if (status !== undefined) where.and(`status = ${where.param(status)}`);
  const { rows, total } = await listPage<TransactionRow>(db, TRANSACTION_LIST, where, query);
  return paged(rows.map(toTransaction), total);
}
