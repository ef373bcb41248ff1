import { useTexts } from '../i18n';
import styled from 'styled-components';
import { PlatformLink, theme } from '@platform/shared';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';
import { AppSlot } from './app-slot.component';
import { Column } from './layout-parts';

// The auth remote draws its own card; the layout only centres it.
const Card = styled.main`
  width: 100%;
  max-width: 520px;
  margin: 32px auto;
  box-sizing: border-box;
`;

const Brand = styled(PlatformLink)`
  display: block;
  margin-top: 32px;
  text-align: center;
  font-size: 1.5rem;
  font-weight: 700;
  color: ${theme.colors.primary};
  text-decoration: none;
`;

/** Sign-in, registration and password screens: brand on top, one centred card. */
export function AuthLayout({ path }: { path: string }) {
  const { t } = useTexts();
  const ui = useObservableValue(usePlatform().ui.settings$);
  return (
    <Column data-layout="auth" style={{ background: theme.colors.primaryTint }}>
      <Brand to="/" aria-label={ui.siteName || t('home')}>
        {ui.logo ? <img src={ui.logo} alt="" height={40} /> : ui.siteName || t('home')}
      </Brand>
      <Card>
        <AppSlot path={path} />
      </Card>
    </Column>
  );
}

export default AuthLayout;
