import type { ComponentType, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { LoadingState, QueryError } from '@platform/shared';
import type { PayoutRequest } from '@platform/shared/contract';
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

export interface LoadedPayoutProps {
  role: PayoutRole;
  id: string;
  payout: PayoutRequest;
}

/** The page of the payout request in the route (`:id`): `Content` shows it once loaded. */
export function LoadedPayoutPage({ title, Content }: { title: string; Content: ComponentType<LoadedPayoutProps> }) {
  const { id = '' } = useParams();
  return <PayoutPage title={title}>{(role) => <LoadedPayout key={`${role}:${id}`} role={role} id={id} Content={Content} />}</PayoutPage>;
}

function LoadedPayout({ role, id, Content }: Omit<LoadedPayoutProps, 'payout'> & { Content: ComponentType<LoadedPayoutProps> }) {
  const loaded = usePayout(role, id);
  if (loaded.isPending) return <LoadingState />;
  if (loaded.isError) return <QueryError query={loaded} />;
  return <Content role={role} id={id} payout={loaded.data} />;
}
