import styled from 'styled-components';
import { navigateToUrl } from 'single-spa';
import type { MenuItem } from '@platform/shared/contract';
import { avatarOrDefault, bus, BRAND_COLORS, formatCount, signOut, useBusState, PlatformLink } from '@platform/shared';
import { FIXED_LINKS, roleLinks, SIGN_IN_LINKS } from './nav-links';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 10px 20px;
  background: ${BRAND_COLORS.white};
  border-bottom: 3px solid ${BRAND_COLORS.primary};
`;

const Brand = styled(PlatformLink)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${BRAND_COLORS.primary};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  flex: 1;
  a {
    color: #222;
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    color: ${BRAND_COLORS.primary};
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  img {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Pill = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: #fff0f6;
  color: ${BRAND_COLORS.primary};
  font-weight: 600;
`;

const Button = styled.button`
  padding: 6px 14px;
  border: 1px solid ${BRAND_COLORS.primary};
  border-radius: 6px;
  background: ${BRAND_COLORS.white};
  color: ${BRAND_COLORS.primary};
  cursor: pointer;
`;

interface AccountView {
  name?: string;
  username?: string;
  displayName?: string;
  avatar?: string;
}

export interface HeaderProps {
  siteName: string;
  logo: string;
  menus: MenuItem[];
  placeholderAvatarUrl: string;
}

function MenuLink({ item }: { item: MenuItem }) {
  if (item.internal && !item.isNewTab) return <PlatformLink to={item.path}>{item.title}</PlatformLink>;
  return (
    <a href={item.path} target={item.isNewTab ? '_blank' : undefined} rel={item.isNewTab ? 'noopener noreferrer' : undefined}>
      {item.title}
    </a>
  );
}

export function Header({ siteName, logo, menus, placeholderAvatarUrl }: HeaderProps) {
  const auth = useBusState(bus.auth);
  const balance = useBusState(bus.balance);
  const unread = useBusState(bus.unread);
  const headerMenus = menus.filter((item) => item.section === 'header' && !item.parentId);

  // signOut shows 'Log out!' or 'Something went wrong!' itself; the header only moves home.
  const logOut = () =>
    signOut().then(
      () => navigateToUrl('/'),
      () => undefined,
    );

  const account = auth.status === 'signed-in' ? (auth.user as AccountView) : null;
  const accountName = account ? account.name || account.displayName || account.username || '' : '';
  const avatarKind = auth.status === 'signed-in' && auth.role === 'performer' ? 'performer' : 'user';

  return (
    <Bar>
      <Brand to="/" aria-label={siteName || 'Home'}>
        {logo ? <img src={logo} alt="" height={32} /> : null}
        {siteName && !logo ? <span>{siteName}</span> : null}
      </Brand>
      <Nav aria-label="Main">
        {FIXED_LINKS.filter((link) => !headerMenus.some((item) => item.path === link.to)).map((link) => (
          <PlatformLink key={link.to} to={link.to}>
            {link.label}
          </PlatformLink>
        ))}
        {headerMenus.map((item) => (
          <MenuLink key={item._id} item={item} />
        ))}
        {auth.status === 'signed-in'
          ? roleLinks(auth.role).map((link) => (
              <PlatformLink key={link.to} to={link.to}>
                {link.label}
              </PlatformLink>
            ))
          : null}
      </Nav>
      {auth.status === 'signed-in' ? (
        <Account>
          {balance !== null ? <Pill aria-label="Token balance">{formatCount(balance)} tokens</Pill> : null}
          <PlatformLink to="/account/messages" aria-label="Unread messages">
            <Pill>✉ {formatCount(unread)}</Pill>
          </PlatformLink>
          <img src={avatarOrDefault(account?.avatar || placeholderAvatarUrl || null, avatarKind)} alt="" />
          <span>{accountName}</span>
          <Button type="button" onClick={logOut}>
            Log out
          </Button>
        </Account>
      ) : (
        <Nav aria-label="Account" style={{ flex: 'initial' }}>
          {SIGN_IN_LINKS.map((link) => (
            <PlatformLink key={link.to} to={link.to}>
              {link.label}
            </PlatformLink>
          ))}
        </Nav>
      )}
    </Bar>
  );
}
