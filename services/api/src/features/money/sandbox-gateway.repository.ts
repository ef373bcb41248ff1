import type { Queryable } from '../../db/db.types';

/** The sandbox gateway's record of one payment (see migration 741). */
export interface SandboxPaymentRow {
  payment_id: string;
  buyer_id: string;
  amount: string | number;
  state: 'approved' | 'declined' | 'cancelled';
  reference: string | null;
  reason: string | null;
}

export type NewSandboxPayment = Omit<SandboxPaymentRow, 'amount'> & { amount: number };

/** Records the payment's outcome unless the id already has one; answers the record that stands (the first one). */
export async function recordSandboxPayment(db: Queryable, payment: NewSandboxPayment): Promise<{ row: SandboxPaymentRow; recorded: boolean }> {
  const { rows } = await db.query<SandboxPaymentRow>(
    `INSERT INTO sandbox_gateway_payments (payment_id, buyer_id, amount, state, reference, reason) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (payment_id) DO NOTHING
     RETURNING payment_id, buyer_id, amount, state, reference, reason`,
    [payment.payment_id, payment.buyer_id, payment.amount, payment.state, payment.reference, payment.reason],
  );
  if (rows[0]) return { row: rows[0], recorded: true };
  return { row: (await findSandboxPayment(db, payment.payment_id))!, recorded: false };
}

export async function findSandboxPayment(db: Queryable, paymentId: string) {
  const { rows } = await db.query<SandboxPaymentRow>(
    `SELECT payment_id, buyer_id, amount, state, reference, reason FROM sandbox_gateway_payments WHERE payment_id = $1`,
    [paymentId],
  );
  return rows[0] ?? null;
}
