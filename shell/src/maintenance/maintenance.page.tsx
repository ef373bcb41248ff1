import { useTexts } from '../i18n';
import styled from 'styled-components';
import { theme } from '@platform/shared';

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
`;

/** Replaces every remote while /settings/public says maintenanceMode. */
export function MaintenancePage({ siteName, logo }: { siteName: string; logo: string }) {
  const { t } = useTexts();
  return (
    <Page>
      {logo ? <img src={logo} alt={siteName || t('logo')} height={48} /> : null}
      <h1>{t('maintenance.title')}</h1>
      <p>{siteName ? t('maintenance.namedSite', { siteName }) : t('maintenance.site')}</p>
    </Page>
  );
}
