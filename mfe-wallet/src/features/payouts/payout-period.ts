import { formatDate, translate } from '@platform/shared';
import type { PayoutRequest } from '@platform/shared/contract';
import type { PayoutRole } from './payouts.resource';
import '../../i18n';

/** Performers and studios ask for payouts. */
export const PAYOUT_ROLES: PayoutRole[] = ['performer', 'studio'];

/** "01/03/2025 – 31/03/2025", or what an open range means (in the interface language). */
export const period = (p: PayoutRequest): string =>
  p.fromDate || p.toDate
    ? `${formatDate(p.fromDate, 'DD/MM/YYYY') || '…'} – ${formatDate(p.toDate, 'DD/MM/YYYY') || '…'}`
    : translate('wallet:payouts.allUnpaid');
