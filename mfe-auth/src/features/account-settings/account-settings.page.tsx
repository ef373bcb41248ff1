import { LoadingState, PageTitle, bus, loadCurrentAccount, session, useBusState, type Account } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect, useState, type ReactElement } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { AppLink } from '../common/app-link.component';
import { Notice } from '../common/auth-card.component';
import { PHONE, touchControls } from '../common/phone';
import { AvatarUpload } from './avatar-upload.component';
import { CoverUpload } from './cover-upload.component';
import { PasswordForm } from './password-form.component';
import { PaymentDetails } from './payment-details.component';
import { PERFORMER_BASE, PERFORMER_SECTIONS, type PerformerSection } from './performer-settings-paths';
import { PerformerDetailsForm } from './performer-details-form.component';
import { ProfileForm } from './profile-form.component';
import { LeadSection, Section } from './settings-ui';
import { SignOutEverywhere } from './sign-out-everywhere.component';
import { SuspendAccount } from './suspend-account.component';
import { TwoFactorSettings } from '../two-factor/two-factor-settings.component';

export const SETTINGS_BASE = '/account/settings';

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 16px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &,
  * {
    box-sizing: border-box;
  }
  ${touchControls}
  ${PHONE} {
    padding: 12px 8px;
  }
`;

const Tabs = styled.nav`
  margin-bottom: 20px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${PHONE} {
    a {
      padding: 11px 14px;
    }
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A screen of this remote under /account/settings/…, and who sees it. */
interface OwnTab {
  path: string;
  /** The tab's name: a key of settings.tabs. */
  label: 'profile' | 'payment' | 'account';
  roles: Role[];
  render(role: Role, user: Account): ReactElement;
}

/** A performer's business settings: mfe-live's screens (/account/performer/…), reached through the shell. */
interface LinkTab {
  label: PerformerSection;
  to: string;
  roles: Role[];
}

type Tab = OwnTab | LinkTab;

const everyone: Role[] = ['user', 'performer', 'studio'];

function ProfileTab({ role, user }: { role: Role; user: Account }) {
  const { t } = useTexts();
  return (
    <>
      {role !== 'studio' && (
        <Section id="avatar" title={t('settings.sections.avatar')}>
          <AvatarUpload role={role} account={user} />
        </Section>
      )}
      {role === 'performer' && (
        <Section id="cover" title={t('settings.sections.cover')}>
          <CoverUpload current={(user as { coverPhoto?: string }).coverPhoto ?? null} />
        </Section>
      )}
      <Section id="profile" title={t('settings.sections.profile')}>
        <ProfileForm key={user._id} role={role} account={user} />
      </Section>
      {role === 'performer' && (
        <Section id="performer-profile" title={t('settings.sections.about')} lead={t('settings.sections.aboutLead')}>
          <PerformerDetailsForm key={user._id} account={user} />
        </Section>
      )}
    </>
  );
}

function AccountTab({ role }: { role: Role }) {
  const { t } = useTexts();
  return (
    <>
      <Section id="password" title={t('settings.sections.password')}>
        <PasswordForm role={role} />
      </Section>
      <Section id="two-factor" title={t('settings.sections.twoFactor')} lead={t('twoFactor.lead')}>
        <TwoFactorSettings />
      </Section>
      <Section id="sessions" title={t('settings.sections.sessions')}>
        <SignOutEverywhere role={role} />
      </Section>
      {role !== 'studio' && (
        <Section id="suspend" title={t('settings.sections.suspend')}>
          <SuspendAccount role={role} />
        </Section>
      )}
    </>
  );
}

/**
 * Every tab of the settings area, and who sees it, in the order mfe-live's half shows them too: this remote's screens
 * under /account/settings/… and, for a performer, her business settings in mfe-live. Studios manage the rest in
 * mfe-studio (/studio/account-settings).
 */
export const TABS: Tab[] = [
  { path: 'profile', label: 'profile', roles: everyone, render: (role, user) => <ProfileTab role={role} user={user} /> },
  ...PERFORMER_SECTIONS.map((label): LinkTab => ({ label, to: `${PERFORMER_BASE}/${label}`, roles: ['performer'] })),
  {
    path: 'payment',
    label: 'payment',
    roles: ['performer'],
    render: (_, user) => (
      <LeadSection name="payment">
        <PaymentDetails account={user} />
      </LeadSection>
    ),
  },
  { path: 'account', label: 'account', roles: everyone, render: (role) => <AccountTab role={role} /> },
];

const isOwn = (tab: Tab): tab is OwnTab => 'render' in tab;

export const tabsFor = (role: Role): Tab[] => TABS.filter((t) => t.roles.includes(role));

export function AccountSettingsPage() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  // After a refresh the shell may still be restoring the session: wait for it instead of saying "sign in".
  const [restoring, setRestoring] = useState(() => auth.status === 'signed-out' && session.get() !== null);

  useEffect(() => {
    if (!restoring) return;
    let live = true;
    loadCurrentAccount()
      .catch(() => undefined)
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, [restoring]);

  if (auth.status === 'signed-out') {
    if (restoring) return <LoadingState text={t('settings.loadingAccount')} />;
    return (
      <Page>
        <PageTitle>{t('settings.title')}</PageTitle>
        <Notice $tone="info">
          <p>{t('settings.pleaseSignIn')}</p>
        </Notice>
        <AppLink to="/auth/login/user">{t('signIn')}</AppLink>
      </Page>
    );
  }

  const { role, user } = auth;
  const tabs = tabsFor(role);
  const home = `${SETTINGS_BASE}/profile`;
  return (
    <Page>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Tabs aria-label={t('settings.sectionsLabel')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.label}>
              {isOwn(tab) ? (
                <NavLink to={`${SETTINGS_BASE}/${tab.path}`}>{t(`settings.tabs.${tab.label}`)}</NavLink>
              ) : (
                <AppLink to={tab.to}>{t(`settings.tabs.${tab.label}`)}</AppLink>
              )}
            </li>
          ))}
        </ul>
      </Tabs>
      <Routes>
        {tabs.filter(isOwn).map((tab) => (
          <Route key={tab.path} path={tab.path} element={tab.render(role, user)} />
        ))}
        {/* /account/settings itself, an unknown section, or one this account does not have. */}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </Page>
  );
}
