import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_MAX } from '@platform/shared';
import { useTexts } from '../../i18n';

const TABS: Array<[string, string]> = [
  ['/account/purchases', 'all'],
  ['/account/purchases/videos', 'videos'],
  ['/account/purchases/galleries', 'galleries'],
  ['/account/purchases/products', 'products'],
];

export function PurchasesNav() {
  const { t } = useTexts();
  return (
    <Tabs aria-label={t('purchases.nav.label')}>
      {TABS.map(([to, key]) => (
        <NavLink key={to} to={to} end>
          {t(`purchases.nav.${key}`)}
        </NavLink>
      ))}
    </Tabs>
  );
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
  a {
    display: inline-flex;
    align-items: center;
    padding: 4px 14px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
  @media (max-width: ${PHONE_MAX}) {
    a {
      min-height: 44px;
      padding: 4px 16px;
    }
  }
`;
