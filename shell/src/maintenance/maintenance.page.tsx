import { useTexts } from '../i18n';
import styled from 'styled-components';
import { theme, translatedSetting } from '@platform/shared';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 24px;
  text-align: center;
  h1 {
    color: ${theme.colors.primary};
  }
  p {
    max-width: 640px;
    white-space: pre-line;
  }
`;

/** Replaces every remote while /settings/public says maintenanceMode (not for the admin nor on the sign-in pages: exemptFromMaintenance). */
export function MaintenancePage({
  siteName,
  logo,
  message = '',
  messageRu = '',
}: {
  siteName: string;
  logo: string;
  message?: string;
  messageRu?: string;
}) {
  const { t } = useTexts();
  // The operator's message (Site content in the back office), in the visitor's language when there is one.
  const own = translatedSetting({ message, messageRu }, 'message').trim();
  return (
    <Page>
      {logo ? <img src={logo} alt={siteName || t('logo')} height={48} /> : null}
      <h1>{t('maintenance.title')}</h1>
      <p>{own || (siteName ? t('maintenance.namedSite', { siteName }) : t('maintenance.site'))}</p>
    </Page>
  );
}
