import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle, PlatformLink, RequireRole } from '@platform/shared';
import { STUDIO_SECTIONS } from './sections';

/**
 * Every studio screen: the studio's navigation (its own screens through the router, the wallet's
 * through the shell), the title, then the content for a signed-in studio only.
 */
export function StudioPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Nav aria-label="Studio">
        {STUDIO_SECTIONS.map((s) =>
          s.remote === 'studio' ? (
            <NavLink key={s.to} to={s.to}>
              {s.label}
            </NavLink>
          ) : (
            <PlatformLink key={s.to} to={s.to}>
              {s.label}
            </PlatformLink>
          ),
        )}
      </Nav>
      <PageTitle actions={actions}>{title}</PageTitle>
      <RequireRole role="studio" what="The studio area">
        {children}
      </RequireRole>
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
