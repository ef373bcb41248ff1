import { PageTitle, type Account } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { Section, SettingsPage, SettingsTabs, useSettingsAccount } from '@platform/shared/settings-kit';
import { AvatarUpload } from './avatar-upload.component';
import { CoverUpload } from './cover-upload.component';
import { PasswordForm } from './password-form.component';
import { PaymentDetails } from './payment-details.component';
import { PERFORMER_BASE, PERFORMER_SECTIONS, type PerformerSection } from './performer-settings-paths';
import { PerformerDetailsForm } from './performer-details-form.component';
import { ProfileForm } from './profile-form.component';
import { SignOutEverywhere } from './sign-out-everywhere.component';
import { SuspendAccount } from './suspend-account.component';
import { TwoFactorSettings } from '../two-factor/two-factor-settings.component';

export const SETTINGS_BASE = '/account/settings';

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

function PaymentSection({ user }: { user: Account }) {
  const { t } = useTexts();
  return (
    <Section id="payment" title={t('settings.sections.payment')} lead={t('settings.sections.paymentLead')}>
      <PaymentDetails account={user} />
    </Section>
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
    render: (_, user) => <PaymentSection user={user} />,
  },
  { path: 'account', label: 'account', roles: everyone, render: (role) => <AccountTab role={role} /> },
];

const isOwn = (tab: Tab): tab is OwnTab => 'render' in tab;

export const tabsFor = (role: Role): Tab[] => TABS.filter((t) => t.roles.includes(role));

export function AccountSettingsPage() {
  const { t } = useTexts();
  const signedOutTexts = {
    title: t('settings.title'),
    pleaseSignIn: t('settings.pleaseSignIn'),
    loadingAccount: t('settings.loadingAccount'),
    signIn: t('signIn'),
  };
  const { auth, signedOut } = useSettingsAccount(signedOutTexts, '/auth/login/user');
  if (auth.status === 'signed-out') return signedOut;

  const { role, user } = auth;
  const tabs = tabsFor(role);
  const links = tabs.map((tab) => ({
    to: isOwn(tab) ? `${SETTINGS_BASE}/${tab.path}` : tab.to,
    own: isOwn(tab),
    label: t(`settings.tabs.${tab.label}`),
  }));
  return (
    <SettingsPage>
      <PageTitle>{t('settings.title')}</PageTitle>
      <SettingsTabs label={t('settings.sectionsLabel')} tabs={links} />
      <Routes>
        {tabs.filter(isOwn).map((tab) => (
          <Route key={tab.path} path={tab.path} element={tab.render(role, user)} />
        ))}
        {/* /account/settings itself, an unknown section, or one this account does not have. */}
        <Route path="*" element={<Navigate to={`${SETTINGS_BASE}/profile`} replace />} />
      </Routes>
    </SettingsPage>
  );
}
