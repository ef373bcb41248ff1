import { useTexts } from '../i18n';
import { EntryLink, MenuLink } from '../header/header-links.component';
import { entriesFor, audiencesOf, type ShellMenuEntry } from '../header/remote-menu';
import styled from 'styled-components';
import { bus, theme, translatedSetting, useBusState } from '@platform/shared';
import type { MenuItem } from '@platform/shared/contract';
import { SafeHtml } from '../settings/safe-html.component';

const Bar = styled.footer`
  margin-top: auto;
  padding: 20px;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    margin-bottom: 8px;
  }
  a {
    color: inherit;
  }
`;

export interface FooterProps {
  menus: MenuItem[];
  footerContent: string;
  /** footerContent for a Russian interface (empty: footerContent). */
  footerContentRu?: string;
  siteName: string;
  /** The remotes' menu entries, from the registry: those placed in the footer come before the site's footer menu. */
  entries?: ShellMenuEntry[];
}

export function Footer({ menus, footerContent, footerContentRu = '', siteName, entries = [] }: FooterProps) {
  const { t } = useTexts();
  const content = translatedSetting({ footerContent, footerContentRu }, 'footerContent');
  const items = menus.filter((item) => item.section === 'footer' && !item.parentId);
  const own = entriesFor(entries, 'footer', audiencesOf(useBusState(bus.auth)));
  return (
    <Bar>
      {items.length > 0 || own.length > 0 ? (
        <nav aria-label={t('nav.footer')}>
          {own.map((entry) => (
            <EntryLink key={entry.path} entry={entry} />
          ))}
          {items.map((item) => (
            <MenuLink key={item._id} item={item} />
          ))}
        </nav>
      ) : null}
      {content ? (
        <SafeHtml html={content} />
      ) : (
        <p>
          © {new Date().getFullYear()} {siteName}
        </p>
      )}
    </Bar>
  );
}
