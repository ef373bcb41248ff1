import { Card, LoadingState, PageTitle, bus, loadCurrentAccount, session, useBusState } from '@platform/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AppLink } from '../common/app-link.component';
import { Notice } from '../common/auth-card.component';
import { AvatarUpload } from './avatar-upload.component';
import { CoverUpload } from './cover-upload.component';
import { PasswordForm } from './password-form.component';
import { ProfileForm } from './profile-form.component';
import { SignOutEverywhere } from './sign-out-everywhere.component';

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 16px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
  &,
  * {
    box-sizing: border-box;
  }
`;

const Section = styled(Card)`
  padding: 20px 24px;
  margin-bottom: 20px;
  h2 {
    margin: 0 0 16px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

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
  return (
    <Page>
      <PageTitle>Account settings</PageTitle>
      {role !== 'studio' && (
        <Section as="section" aria-labelledby="avatar-heading">
          <h2 id="avatar-heading">Avatar</h2>
          <AvatarUpload role={role} account={user} />
        </Section>
      )}
      {role === 'performer' && (
        <Section as="section" aria-labelledby="cover-heading">
          <h2 id="cover-heading">Cover photo</h2>
          <CoverUpload current={(user as { coverPhoto?: string }).coverPhoto ?? null} />
        </Section>
      )}
      <Section as="section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <ProfileForm key={user._id} role={role} account={user} />
      </Section>
      <Section as="section" aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <PasswordForm role={role} />
      </Section>
      <Section as="section" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <SignOutEverywhere role={role} />
      </Section>
    </Page>
  );
}
