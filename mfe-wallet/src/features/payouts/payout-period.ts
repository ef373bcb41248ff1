import { formatDate } from '@platform/shared';
import type { PayoutRequest } from '@platform/shared/contract';
import type { PayoutRole } from './payouts.resource';

/** Performers and studios ask for payouts. */
export const PAYOUT_ROLES: PayoutRole[] = ['performer', 'studio'];

/** "01/03/2025 – 31/03/2025", or what an open range means. */
export const period = (p: PayoutRequest): string =>
  p.fromDate || p.toDate ? `${formatDate(p.fromDate, 'DD/MM/YYYY') || '…'} – ${formatDate(p.toDate, 'DD/MM/YYYY') || '…'}` : 'All unpaid earnings';
