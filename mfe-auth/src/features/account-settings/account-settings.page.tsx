import { LoadingState, PageTitle, bus, loadCurrentAccount, session, useBusState, type Account } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect, useState, type ReactElement } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { AppLink } from '../common/app-link.component';
import { Notice } from '../common/auth-card.component';
import { AvatarUpload } from './avatar-upload.component';
import { Blocking } from './blocking.component';
import { BroadcastSettings } from './broadcast-settings.component';
import { CoverUpload } from './cover-upload.component';
import { PerformerDocuments } from './documents.component';
import { OpeningHoursForm } from './opening-hours-form.component';
import { PasswordForm } from './password-form.component';
import { PaymentDetails } from './payment-details.component';
import { PerformerDetailsForm } from './performer-details-form.component';
import { PricesForm } from './prices-form.component';
import { ProfileForm } from './profile-form.component';
import { Section } from './settings-ui';
import { SignOutEverywhere } from './sign-out-everywhere.component';
import { SuspendAccount } from './suspend-account.component';

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
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
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
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface Tab {
  path: string;
  label: string;
  roles: Role[];
  render(role: Role, user: Account): ReactElement;
}

const everyone: Role[] = ['user', 'performer', 'studio'];

function ProfileTab({ role, user }: { role: Role; user: Account }) {
  return (
    <>
      {role !== 'studio' && (
        <Section id="avatar" title="Avatar">
          <AvatarUpload role={role} account={user} />
        </Section>
      )}
      {role === 'performer' && (
        <Section id="cover" title="Cover photo">
          <CoverUpload current={(user as { coverPhoto?: string }).coverPhoto ?? null} />
        </Section>
      )}
      <Section id="profile" title="Profile">
        <ProfileForm key={user._id} role={role} account={user} />
      </Section>
      {role === 'performer' && (
        <Section id="performer-profile" title="About you" lead="What your profile page shows about you.">
          <PerformerDetailsForm key={user._id} account={user} />
        </Section>
      )}
    </>
  );
}

function AccountTab({ role }: { role: Role }) {
  return (
    <>
      <Section id="password" title="Password">
        <PasswordForm role={role} />
      </Section>
      <Section id="sessions" title="Sessions">
        <SignOutEverywhere role={role} />
      </Section>
      {role !== 'studio' && (
        <Section id="suspend" title="Suspend account">
          <SuspendAccount role={role} />
        </Section>
      )}
    </>
  );
}

/** Every screen under /account/settings/…, and who sees it. Studios manage the rest in mfe-studio (/studio/account-settings). */
export const TABS: Tab[] = [
  { path: 'profile', label: 'Profile', roles: everyone, render: (role, user) => <ProfileTab role={role} user={user} /> },
  {
    path: 'prices',
    label: 'Prices',
    roles: ['performer'],
    render: (_, user) => (
      <Section id="prices" title="Default prices" lead="Tokens per minute a member pays for your private and group shows.">
        <PricesForm key={user._id} account={user} />
      </Section>
    ),
  },
  {
    path: 'broadcast',
    label: 'Broadcast',
    roles: ['performer'],
    render: (_, user) => (
      <>
        <Section id="broadcast" title="Broadcast settings" lead="How your shows reach your viewers.">
          <BroadcastSettings key={user._id} account={user} part="delivery" />
        </Section>
        <Section id="status" title="Status message">
          <BroadcastSettings key={user._id} account={user} part="status" />
        </Section>
      </>
    ),
  },
  {
    path: 'hours',
    label: 'Opening hours',
    roles: ['performer'],
    render: (_, user) => (
      <Section id="hours" title="Opening hours" lead="When members can expect you online; shown on your profile and in your room.">
        <OpeningHoursForm key={user._id} account={user} />
      </Section>
    ),
  },
  {
    path: 'documents',
    label: 'Documents',
    roles: ['performer'],
    render: (_, user) => (
      <Section id="documents" title="Documents" lead="Kept private: only the site's staff see them.">
        <PerformerDocuments account={user} />
      </Section>
    ),
  },
  { path: 'blocking', label: 'Blocking', roles: ['performer'], render: (_, user) => <Blocking key={user._id} account={user} /> },
  {
    path: 'payment',
    label: 'Payment details',
    roles: ['performer'],
    render: (_, user) => (
      <Section id="payment" title="Payment details" lead="Where your payouts are sent.">
        <PaymentDetails account={user} />
      </Section>
    ),
  },
  { path: 'account', label: 'Account', roles: everyone, render: (role) => <AccountTab role={role} /> },
];

export const tabsFor = (role: Role): Tab[] => TABS.filter((t) => t.roles.includes(role));

export function AccountSettingsPage() {
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
    if (restoring) return <LoadingState text="Loading your account…" />;
    return (
      <Page>
        <PageTitle>Account settings</PageTitle>
        <Notice $tone="info">
          <p>Please sign in to change your account settings.</p>
        </Notice>
        <AppLink to="/auth/login/user">Sign in</AppLink>
      </Page>
    );
  }

  const { role, user } = auth;
  const tabs = tabsFor(role);
  const home = `${SETTINGS_BASE}/profile`;
  return (
    <Page>
      <PageTitle>Account settings</PageTitle>
      <Tabs aria-label="Settings sections">
        <ul>
          {tabs.map((t) => (
            <li key={t.path}>
              <NavLink to={`${SETTINGS_BASE}/${t.path}`}>{t.label}</NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      <Routes>
        {tabs.map((t) => (
          <Route key={t.path} path={t.path} element={t.render(role, user)} />
        ))}
        {/* /account/settings itself, an unknown section, or one this account does not have. */}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </Page>
  );
}
