import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from './page.component';
import { PageTitle } from './page-title.component';
import { PlatformLink } from './platform-link.component';

export interface PageSection {
  to: string;
  label: string;
  /** Owned by another remote: reached through the shell (PlatformLink), not this remote's router. */
  external?: boolean;
}

/**
 * A screen of an area with its own sections: the navigation (`navLabel`; this remote's sections through the
 * router, marked when current, other remotes' through the shell; left out when there is none), the title, the content.
 */
export function SectionPage({
  navLabel,
  sections,
  title,
  actions,
  children,
}: {
  navLabel: string;
  sections: PageSection[];
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      {sections.length > 0 && (
        <Nav aria-label={navLabel}>
          {sections.map((s) =>
            s.external ? (
              <PlatformLink key={s.to} to={s.to}>
                {s.label}
              </PlatformLink>
            ) : (
              <NavLink key={s.to} to={s.to}>
                {s.label}
              </NavLink>
            ),
          )}
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
