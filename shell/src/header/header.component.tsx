import { navigateToUrl } from 'single-spa';
import type { MenuItem } from '@platform/shared/contract';
import { avatarOrDefault, bus, formatCount, signOut, useBusState, PlatformLink } from '@platform/shared';
import { AccountMenu } from './account-menu.component';
import { AccountNavLinks, SiteNavLinks } from './header-links.component';
import type { ShellMenuEntry } from './remote-menu';
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
  /** The remotes' menu entries, from the registry (menuOf). */
  entries: ShellMenuEntry[];
  placeholderAvatarUrl: string;
}

export function Header({ siteName, logo, menus, entries, placeholderAvatarUrl }: HeaderProps) {
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
        <SiteNavLinks menus={menus} entries={entries} />
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
              <AccountNavLinks entries={entries} />
            </AccountMenu>
          ) : null}
          <DesktopButton type="button" onClick={() => void logOut()}>
            {t('header.logOut')}
          </DesktopButton>
        </Account>
      ) : (
        <AccountLinks aria-label={t('nav.account')}>
          <AccountNavLinks entries={entries} />
        </AccountLinks>
      )}
      <PhoneMenu>
        <MenuLinks aria-label={t('nav.menu')}>
          <SiteNavLinks menus={menus} entries={entries} phone />
          <AccountNavLinks entries={entries} phone />
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
