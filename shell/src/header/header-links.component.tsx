import type { MenuItem, Role } from '@platform/shared/contract';
import { bus, isAdmin, PlatformLink, useBusState } from '@platform/shared';
import { useTexts } from '../i18n';
import { ADMIN_LINK, FIXED_LINKS, roleLinks, SIGN_IN_LINKS } from './nav-links';
import { siteMenuTitle } from './site-menu-title';

function MenuLink({ item }: { item: MenuItem }) {
  const { t } = useTexts();
  const title = siteMenuTitle(item, t);
  if (item.internal && !item.isNewTab) return <PlatformLink to={item.path}>{title}</PlatformLink>;
  return (
    <a href={item.path} target={item.isNewTab ? '_blank' : undefined} rel={item.isNewTab ? 'noopener noreferrer' : undefined}>
      {title}
    </a>
  );
}

/**
 * The header's navigation links: the fixed ones (unless the site menu has them too), the site's header menu and
 * the signed-in role's own links. The desktop bar and the phone menu both draw this one list.
 */
export function MainNavLinks({ menus, role }: { menus: MenuItem[]; role: Role | null }) {
  const { t } = useTexts();
  const headerMenus = menus.filter((item) => item.section === 'header' && !item.parentId);
  const admin = isAdmin(useBusState(bus.auth));
  return (
    <>
      {FIXED_LINKS.filter((link) => !headerMenus.some((item) => item.path === link.to)).map((link) => (
        <PlatformLink key={link.to} to={link.to}>
          {t(link.label)}
        </PlatformLink>
      ))}
      {headerMenus.map((item) => (
        <MenuLink key={item._id} item={item} />
      ))}
      {role
        ? roleLinks(role).map((link) => (
            <PlatformLink key={link.to} to={link.to}>
              {t(link.label)}
            </PlatformLink>
          ))
        : null}
      {admin && <PlatformLink to={ADMIN_LINK.to}>{t(ADMIN_LINK.label)}</PlatformLink>}
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
