import { navigateToUrl } from 'single-spa';
import type { MenuItem } from '@platform/shared/contract';
import { avatarOrDefault, bus, formatCount, signOut, useBusState, PlatformLink } from '@platform/shared';
import { AccountMenu } from './account-menu.component';
import { RoleNavLinks, SignInLinks, SiteNavLinks } from './header-links.component';
import { PhoneMenu } from './phone-menu.component';
import { LanguageSwitcher } from './language-switcher.component';
import { useTexts } from '../i18n';
import { Account, AccountLinks, Avatar, Bar, Brand, Button, DesktopButton, DesktopOnly, MenuAccount, MenuLinks, Nav, Pill } from './header.styles';

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

export function Header({ siteName, logo, menus, placeholderAvatarUrl }: HeaderProps) {
  const auth = useBusState(bus.auth);
  const balance = useBusState(bus.balance);
  const unread = useBusState(bus.unread);
  const { t } = useTexts();

  // signOut shows 'Log out!' or 'Something went wrong!' itself; the header only moves home.
  const logOut = () =>
    signOut().then(
      () => navigateToUrl('/'),
      () => undefined,
    );

  const role = auth.status === 'signed-in' ? auth.role : null;
  const account = auth.status === 'signed-in' ? (auth.user as AccountView) : null;
  const accountName = account ? account.name || account.displayName || account.username || '' : '';
  const avatarKind = role === 'performer' ? 'performer' : 'user';

  return (
    <Bar>
      <Brand to="/" aria-label={siteName || t('home')}>
        {logo ? <img src={logo} alt="" height={32} /> : null}
        {siteName && !logo ? <span>{siteName}</span> : null}
      </Brand>
      <Nav aria-label={t('nav.main')}>
        <SiteNavLinks menus={menus} />
      </Nav>
      <DesktopOnly>
        <LanguageSwitcher />
      </DesktopOnly>
      {account ? (
        <Account>
          {balance !== null ? (
            <Pill aria-label={t('header.balance')}>{t('header.balanceValue', { count: balance, value: formatCount(balance) })}</Pill>
          ) : null}
          {/* the name says what the visible figure is, and contains it (WCAG 2.5.3) */}
          <PlatformLink to="/account/messages" aria-label={t('header.unread', { value: formatCount(unread) })}>
            <Pill>
              <span aria-hidden="true">✉</span> {formatCount(unread)}
            </Pill>
          </PlatformLink>
          {role ? (
            <AccountMenu
              label={t('nav.accountMenu')}
              button={
                <>
                  <Avatar src={avatarOrDefault(account.avatar || placeholderAvatarUrl || null, avatarKind)} alt="" />
                  {accountName}
                </>
              }
            >
              <RoleNavLinks role={role} />
            </AccountMenu>
          ) : null}
          <DesktopButton type="button" onClick={() => void logOut()}>
            {t('header.logOut')}
          </DesktopButton>
        </Account>
      ) : (
        <AccountLinks aria-label={t('nav.account')}>
          <SignInLinks />
        </AccountLinks>
      )}
      <PhoneMenu>
        <MenuLinks aria-label={t('nav.menu')}>
          <SiteNavLinks menus={menus} />
          {role ? <RoleNavLinks role={role} /> : <SignInLinks />}
        </MenuLinks>
        <LanguageSwitcher />
        {account ? (
          <MenuAccount>
            <span>{accountName}</span>
            <Button type="button" onClick={() => void logOut()}>
              {t('header.logOut')}
            </Button>
          </MenuAccount>
        ) : null}
      </PhoneMenu>
    </Bar>
  );
}
