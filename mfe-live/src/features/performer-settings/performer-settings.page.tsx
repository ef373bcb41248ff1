import { LoadingState, PageTitle, navigate, type Account } from '@platform/shared';
import { Section, SettingsPage, SettingsTabs, useSettingsAccount } from '@platform/shared/settings-kit';
import { useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Blocking } from './blocking.component';
import { BroadcastSettings } from './broadcast-settings.component';
import { PerformerDocuments } from './documents.component';
import { OpeningHoursForm } from './opening-hours-form.component';
import { PricesForm } from './prices-form.component';
import { LeadSection } from './lead-section.component';
import { TipMenuEditor } from './tip-menu-editor.component';
import { IDENTITY_HOME, PERFORMER_BASE, PERFORMER_SECTIONS, PERFORMER_TABS, hasBusinessSettings, type PerformerSection } from './settings-tabs';
import { useTexts } from './texts';

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
      <Section id="tip-menu" title={t('settings.sections.tipMenu')} lead={t('settings.sections.tipMenuLead')}>
        <TipMenuEditor key={user._id} />
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
  const signedOutTexts = {
    title: t('settings.title'),
    pleaseSignIn: t('settings.pleaseSignIn'),
    loadingAccount: t('settings.loadingAccount'),
    signIn: t('signIn'),
  };
  const { auth, signedOut } = useSettingsAccount(signedOutTexts, '/auth/login/performer');

  // these texts come with this chunk: a page in another language waits for them rather than show English first
  if (!ready) return <LoadingState />;
  if (auth.status === 'signed-out') return signedOut;
  if (!hasBusinessSettings(auth.role)) return <ToIdentitySettings />;

  const { user } = auth;
  const tabs = PERFORMER_TABS.map((tab) => ({ to: tab.to, own: tab.own, label: t(`settings.tabs.${tab.label}`) }));
  return (
    <SettingsPage>
      <PageTitle>{t('settings.title')}</PageTitle>
      <SettingsTabs label={t('settings.sectionsLabel')} tabs={tabs} />
      <Routes>
        {PERFORMER_SECTIONS.map((section) => (
          <Route key={section} path={section} element={SECTIONS[section](user)} />
        ))}
        {/* /account/performer itself or an unknown section: her first business section. */}
        <Route path="*" element={<Navigate to={`${PERFORMER_BASE}/prices`} replace />} />
      </Routes>
    </SettingsPage>
  );
}
