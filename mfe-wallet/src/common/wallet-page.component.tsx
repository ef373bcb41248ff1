import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { bus, Page, PageTitle, useBusState } from '@platform/shared';
import type { Role } from '@platform/shared/contract';

const SECTIONS: Record<Role, Array<[string, string]>> = {
  user: [
    ['/account/tokens', 'Buy tokens'],
    ['/account/transactions', 'Transactions'],
    ['/account/purchases', 'Purchases'],
    ['/account/orders', 'Orders'],
    ['/account/refunds', 'Refunds'],
  ],
  performer: [
    ['/account/earnings', 'Earnings'],
    ['/account/payouts', 'Payouts'],
    ['/account/orders', 'Orders'],
    ['/account/payment-info', 'Payment info'],
  ],
  studio: [
    ['/account/earnings', 'Earnings'],
    ['/account/payouts', 'Payouts'],
    ['/account/payment-info', 'Payment info'],
  ],
};

/** Every wallet screen: the wallet sections of the signed-in role, the title, the content. */
export function WalletPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const auth = useBusState(bus.auth);
  const sections = auth.status === 'signed-in' ? SECTIONS[auth.role] : [];
  return (
    <Page>
      {sections.length > 0 && (
        <Nav aria-label="Wallet">
          {sections.map(([to, label]) => (
            <NavLink key={to} to={to}>
              {label}
            </NavLink>
          ))}
        </Nav>
      )}
      <PageTitle actions={actions}>{title}</PageTitle>
      {children}
    </Page>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  padding-bottom: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    padding: 4px 0;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;
