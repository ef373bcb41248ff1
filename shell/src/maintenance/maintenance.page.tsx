import styled from 'styled-components';
import { BRAND_COLORS } from '@platform/shared';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 24px;
  text-align: center;
  h1 {
    color: ${BRAND_COLORS.primary};
  }
`;

/** Replaces every remote while /settings/public says maintenanceMode. */
export function MaintenancePage({ siteName, logo }: { siteName: string; logo: string }) {
  return (
    <Page>
      {logo ? <img src={logo} alt={siteName || 'Logo'} height={48} /> : null}
      <h1>We&apos;ll be back soon</h1>
      <p>{siteName ? `${siteName} is` : 'The site is'} down for maintenance. Please check back in a little while.</p>
    </Page>
  );
}
