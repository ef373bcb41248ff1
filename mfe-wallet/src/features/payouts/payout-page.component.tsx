import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { PAYOUT_ROLES } from './payout-period';
import { getPayout, type PayoutRole } from './payouts.resource';
import { useTexts } from '../../i18n';

/** A payout request's own page (new, view, edit): for the payout roles, with the way back to the list. */
export function PayoutPage({ title, children }: { title: string; children: (role: PayoutRole) => ReactNode }) {
  const { t } = useTexts();
  return (
    <RoleWalletPage section="payouts" title={title} roles={PAYOUT_ROLES} after={<Link to="/account/payouts">{t('payouts.back')}</Link>}>
      {(role) => children(role as PayoutRole)}
    </RoleWalletPage>
  );
}

/** One payout request of the signed-in performer or studio. */
export const usePayout = (role: PayoutRole, id: string) => useQuery({ queryKey: ['wallet', 'payout', role, id], queryFn: () => getPayout(role, id) });
