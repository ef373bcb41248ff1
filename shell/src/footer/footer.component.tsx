import { useTexts } from '../i18n';
import { MenuLink } from '../header/header-links.component';
import styled from 'styled-components';
import { theme, translatedSetting } from '@platform/shared';
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
}

export function Footer({ menus, footerContent, footerContentRu = '', siteName }: FooterProps) {
  const { t } = useTexts();
  const content = translatedSetting({ footerContent, footerContentRu }, 'footerContent');
  const items = menus.filter((item) => item.section === 'footer' && !item.parentId);
  return (
    <Bar>
      {items.length > 0 ? (
        <nav aria-label={t('nav.footer')}>
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
