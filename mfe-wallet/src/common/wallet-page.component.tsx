import type { ReactNode } from 'react';
import { bus, SectionPage, useBusState, type PageSection } from '@platform/shared';
import type { Role } from '@platform/shared/contract';

const SECTIONS: Record<Role, PageSection[]> = {
  user: [
    { to: '/account/tokens', label: 'Buy tokens' },
    { to: '/account/transactions', label: 'Transactions' },
    { to: '/account/purchases', label: 'Purchases' },
    { to: '/account/orders', label: 'Orders' },
    { to: '/account/refunds', label: 'Refunds' },
  ],
  performer: [
    { to: '/account/earnings', label: 'Earnings' },
    { to: '/account/payouts', label: 'Payouts' },
    { to: '/account/orders', label: 'Orders' },
    { to: '/account/payment-info', label: 'Payment info' },
  ],
  studio: [
    { to: '/account/earnings', label: 'Earnings' },
    { to: '/account/payouts', label: 'Payouts' },
    { to: '/account/payment-info', label: 'Payment info' },
  ],
};

/** Every wallet screen: the wallet sections of the signed-in role (none when signed out), the title, the content. */
export function WalletPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const auth = useBusState(bus.auth);
  return (
    <SectionPage navLabel="Wallet" sections={auth.status === 'signed-in' ? SECTIONS[auth.role] : []} title={title} actions={actions}>
      {children}
    </SectionPage>
  );
}
