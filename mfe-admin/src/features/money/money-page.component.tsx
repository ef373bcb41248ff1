import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { AdminPage } from '../../common/admin-page.component';
import { useTexts } from '../../i18n';

const PAGES = ['payouts', 'refunds', 'orders', 'chargebacks', 'commissions', 'ledger'] as const;

/** A money page: the back office's page with the money pages' own navigation above its content. */
export function MoneyPage({ page, actions, children }: { page: (typeof PAGES)[number]; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <AdminPage title={t(`money.${page}.title`)} actions={actions}>
      <Tabs aria-label={t('sections.money')}>
        {PAGES.map((p) => (
          <NavLink key={p} to={`/admin/money/${p}`}>
            {t(`money.${p}.title`)}
          </NavLink>
        ))}
      </Tabs>
      {children}
    </AdminPage>
  );
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin-bottom: 12px;
  a {
    padding: 4px 0;
  }
  a.active {
    font-weight: 600;
    text-decoration: underline;
  }
`;

/** A second line under a cell's value (payment details, the admin's note). */
export const Muted = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A row's action buttons. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
