import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const TABS: Array<[string, string]> = [
  ['/account/purchases', 'All purchases'],
  ['/account/purchases/videos', 'Videos'],
  ['/account/purchases/galleries', 'Galleries'],
  ['/account/purchases/products', 'Products'],
];

export function PurchasesNav() {
  return (
    <Tabs aria-label="Purchases">
      {TABS.map(([to, label]) => (
        <NavLink key={to} to={to} end>
          {label}
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
`;
