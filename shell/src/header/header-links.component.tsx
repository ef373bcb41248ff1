import type { MenuItem, Role } from '@platform/shared/contract';
import { bus, isAdmin, PlatformLink, translated, useBusState } from '@platform/shared';
import { useTexts } from '../i18n';
import { ADMIN_LINK, FIXED_LINKS, roleLinks, SIGN_IN_LINKS } from './nav-links';

/** A link of the admin's menus (header or footer), titled in the interface language when it has that translation. */
export function MenuLink({ item }: { item: MenuItem }) {
  useTexts(); // renders again on a language switch
  const title = translated(item, 'title');
  if (item.internal && !item.isNewTab) return <PlatformLink to={item.path}>{title}</PlatformLink>;
  return (
    <a href={item.path} target={item.isNewTab ? '_blank' : undefined} rel={item.isNewTab ? 'noopener noreferrer' : undefined}>
      {title}
    </a>
  );
}

/**
 * The site's links: the fixed ones first (drawn from the site's header menu when it has them, with its titles), then
 * the rest of that menu, and the admin's way into the back office. The desktop bar and the phone menu draw this list.
 */
export function SiteNavLinks({ menus }: { menus: MenuItem[] }) {
  const { t } = useTexts();
  const headerMenus = menus.filter((item) => item.section === 'header' && !item.parentId);
  const fixedPaths = new Set(FIXED_LINKS.map((link) => link.to));
  const admin = isAdmin(useBusState(bus.auth));
  return (
    <>
      {FIXED_LINKS.map((link) => {
        const item = headerMenus.find((menu) => menu.path === link.to);
        return item ? (
          <MenuLink key={link.to} item={item} />
        ) : (
          <PlatformLink key={link.to} to={link.to}>
            {t(link.label)}
          </PlatformLink>
        );
      })}
      {headerMenus
        .filter((item) => !fixedPaths.has(item.path))
        .map((item) => (
          <MenuLink key={item._id} item={item} />
        ))}
      {admin && <PlatformLink to={ADMIN_LINK.to}>{t(ADMIN_LINK.label)}</PlatformLink>}
    </>
  );
}

/** The signed-in role's own pages: in the desktop account menu and in the phone menu. */
export function RoleNavLinks({ role }: { role: Role }) {
  const { t } = useTexts();
  return (
    <>
      {roleLinks(role).map((link) => (
        <PlatformLink key={link.to} to={link.to}>
          {t(link.label)}
        </PlatformLink>
      ))}
    </>
  );
}

/** A visitor's way in: sign-in and registration. */
export function SignInLinks() {
  const { t } = useTexts();
  return (
    <>
      {SIGN_IN_LINKS.map((link) => (
        <PlatformLink key={link.to} to={link.to}>
          {t(link.label)}
        </PlatformLink>
      ))}
    </>
  );
}
