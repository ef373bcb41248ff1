import type { ReactNode } from 'react';
import { bus, SectionPage, useBusState, type PageSection } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { RoleGate, type RoleGateChildren } from './role-gate.component';
import { useTexts } from '../i18n';

/** Each role's wallet sections: path and the catalog key of its name (`nav.<key>`). */
const SECTIONS: Record<Role, Array<[string, string]>> = {
  user: [
    ['/account/tokens', 'tokens'],
    ['/account/transactions', 'transactions'],
    ['/account/purchases', 'purchases'],
    ['/account/orders', 'orders'],
    ['/account/refunds', 'refunds'],
  ],
  performer: [
    ['/account/earnings', 'earnings'],
    ['/account/payouts', 'payouts'],
    ['/account/orders', 'orders'],
    ['/account/payment-info', 'paymentInfo'],
  ],
  studio: [
    ['/account/earnings', 'earnings'],
    ['/account/payouts', 'payouts'],
    ['/account/payment-info', 'paymentInfo'],
  ],
};

/** Every wallet screen: the wallet sections of the signed-in role (none when signed out), the title, the content. */
export function WalletPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const sections: PageSection[] = auth.status === 'signed-in' ? SECTIONS[auth.role].map(([to, key]) => ({ to, label: t(`nav.${key}`) })) : [];
  return (
    <SectionPage navLabel={t('nav.label')} sections={sections} title={title} actions={actions}>
      {children}
    </SectionPage>
  );
}

/**
 * A wallet screen for some roles only (see RoleGate). Its texts are in the catalog's `section`: the purpose
 * (`<section>.what`) and, unless `title` is given, the title (`<section>.title`). `before` and `after` stand
 * outside the gate, so anyone sees them.
 */
export function RoleWalletPage({
  section,
  title,
  actions,
  roles,
  before,
  after,
  children,
}: {
  section: string;
  title?: ReactNode;
  actions?: ReactNode;
  roles: Role[];
  before?: ReactNode;
  after?: ReactNode;
  children: RoleGateChildren;
}) {
  const { t } = useTexts();
  return (
    <WalletPage title={title ?? t(`${section}.title`)} actions={actions}>
      {before}
      <RoleGate roles={roles} what={t(`${section}.what`)}>
        {children}
      </RoleGate>
      {after}
    </WalletPage>
  );
}
