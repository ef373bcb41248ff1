import type { PaymentAccountType, Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { toPaymentInformation, type PaymentInformationRow } from './money.mappers';

/** The performers column that shows the same details on the performer profile. */
const PERFORMER_COLUMN: Record<PaymentAccountType, string> = {
  banking: 'bank_transfer_option',
  directDeposit: 'direct_deposit',
  paxum: 'paxum',
  bitpay: 'bitpay',
};

/** Saves (or replaces) one kind of payout details of an account. */
export async function savePaymentInformation(db: Queryable, source: Role, id: string, type: PaymentAccountType, details: Record<string, string>) {
  const { rows } = await db.query<PaymentInformationRow>(
    `INSERT INTO payment_information (id, source, source_id, type, details) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (source, source_id, type) DO UPDATE SET details = EXCLUDED.details, updated_at = now() RETURNING *`,
    [newId(), source, id, type, JSON.stringify(details)],
  );
  // The performer profile (/performers/me) shows the same details.
  if (source === 'performer') {
    await db.query(`UPDATE performers SET ${PERFORMER_COLUMN[type]} = $2::jsonb, updated_at = now() WHERE id = $1`, [id, JSON.stringify(details)]);
  }
  return toPaymentInformation(rows[0]);
}

/** Every kind an account saved (or only `type`), by kind. */
export async function listPaymentInformation(db: Queryable, source: Role, id: string, type: PaymentAccountType | undefined) {
  const { rows } = await db.query<PaymentInformationRow>(
    `SELECT * FROM payment_information WHERE source = $1 AND source_id = $2 AND ($3::text IS NULL OR type = $3) ORDER BY type`,
    [source, id, type ?? null],
  );
  return rows.map(toPaymentInformation);
}
