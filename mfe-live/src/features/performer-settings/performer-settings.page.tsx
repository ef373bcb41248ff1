import { LoadingState, PageTitle, PlatformLink, bus, loadCurrentAccount, navigate, session, useBusState, type Account } from '@platform/shared';
import { useEffect, useState, type ReactElement } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Blocking } from './blocking.component';
import { BroadcastSettings } from './broadcast-settings.component';
import { PerformerDocuments } from './documents.component';
import { OpeningHoursForm } from './opening-hours-form.component';
import { PHONE, touchControls } from './phone';
import { PricesForm } from './prices-form.component';
import { LeadSection, Notice, Section } from './settings-ui';
import { IDENTITY_HOME, PERFORMER_BASE, PERFORMER_SECTIONS, PERFORMER_TABS, hasBusinessSettings, type PerformerSection } from './settings-tabs';
import { useTexts } from './texts';

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

/** The same tabs, in the same look, as mfe-auth's half of the settings area. */
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

const SignInLink = styled(PlatformLink)`
  color: ${({ theme }) => theme.colors.primary};
`;

function BroadcastTab({ user }: { user: Account }) {
  const { t } = useTexts();
  return (
    <>
      <LeadSection name="broadcast">
        <BroadcastSettings key={user._id} account={user} part="delivery" />
      </LeadSection>
      <Section id="status" title={t('settings.sections.status')}>
        <BroadcastSettings key={user._id} account={user} part="status" />
      </Section>
    </>
  );
}

/** What each business section shows for her account. */
const SECTIONS: Record<PerformerSection, (user: Account) => ReactElement> = {
  prices: (user) => (
    <LeadSection name="prices">
      <PricesForm key={user._id} account={user} />
    </LeadSection>
  ),
  broadcast: (user) => <BroadcastTab user={user} />,
  hours: (user) => (
    <LeadSection name="hours">
      <OpeningHoursForm key={user._id} account={user} />
    </LeadSection>
  ),
  documents: (user) => (
    <LeadSection name="documents">
      <PerformerDocuments account={user} />
    </LeadSection>
  ),
  blocking: (user) => <Blocking key={user._id} account={user} />,
};

/** An account without business settings (a member, a studio) opens its own settings instead, as mfe-auth does. */
function ToIdentitySettings() {
  useEffect(() => navigate(IDENTITY_HOME, { replace: true }), []);
  return null;
}

/**
 * /account/performer/{prices,broadcast,hours,documents,blocking}: a performer's business settings — what she needs to
 * go on air. One settings area with mfe-auth's /account/settings/{profile,payment,account}: the same title and tabs.
 */
export function PerformerSettingsPage() {
  const { t, ready } = useTexts();
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

  // these texts come with this chunk: a page in another language waits for them rather than show English first
  if (!ready) return <LoadingState />;
  if (auth.status === 'signed-out') {
    if (restoring) return <LoadingState text={t('settings.loadingAccount')} />;
    return (
      <Page>
        <PageTitle>{t('settings.title')}</PageTitle>
        <Notice $tone="info">
          <p>{t('settings.pleaseSignIn')}</p>
        </Notice>
        <SignInLink to="/auth/login/performer">{t('signIn')}</SignInLink>
      </Page>
    );
  }
  if (!hasBusinessSettings(auth.role)) return <ToIdentitySettings />;

  const { user } = auth;
  return (
    <Page>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Tabs aria-label={t('settings.sectionsLabel')}>
        <ul>
          {PERFORMER_TABS.map((tab) => (
            <li key={tab.to}>
              {tab.own ? (
                <NavLink to={tab.to}>{t(`settings.tabs.${tab.label}`)}</NavLink>
              ) : (
                <PlatformLink to={tab.to}>{t(`settings.tabs.${tab.label}`)}</PlatformLink>
              )}
            </li>
          ))}
        </ul>
      </Tabs>
      <Routes>
        {PERFORMER_SECTIONS.map((section) => (
          <Route key={section} path={section} element={SECTIONS[section](user)} />
        ))}
        {/* /account/performer itself or an unknown section: her first business section. */}
        <Route path="*" element={<Navigate to={`${PERFORMER_BASE}/prices`} replace />} />
      </Routes>
    </Page>
  );
}
