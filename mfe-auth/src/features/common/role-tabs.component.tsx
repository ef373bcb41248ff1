import type { Role } from '@platform/shared/contract';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { PHONE } from '@platform/shared/settings-kit';
import { ROLES } from './roles';

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  margin-bottom: 20px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  a {
    flex: 1;
    text-align: center;
    padding: 7px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  ${PHONE} {
    a {
      display: flex;
      align-items: center;
      justify-content: center;
      min-height: 44px;
      padding: 6px 4px;
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

/** Links between the three account kinds: `/auth/login/user`, `/auth/login/performer`, … */
export function RoleTabs({ base }: { base: '/auth/login' | '/auth/register' }) {
  const { t } = useTexts();
  return (
    <Tabs aria-label={t('fields.accountType')}>
      {ROLES.map((role: Role) => (
        <NavLink key={role} to={`${base}/${role}`} replace>
          {t(`roles.${role}`)}
        </NavLink>
      ))}
    </Tabs>
  );
}
