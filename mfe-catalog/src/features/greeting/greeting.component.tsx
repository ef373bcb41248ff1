import styled from 'styled-components';
import { bus, PHONE_MAX, useBusState, type Account } from '@platform/shared';
import { useTexts } from '../../i18n';

/** The name an account goes by on screen: display name, then name, then username. */
export function accountName(account: Account): string {
  const a = account as Partial<{ displayName: string; name: string; username: string }>;
  return a.displayName || a.name || a.username || '';
}

/** Greets whoever is signed in; bus.auth replays, so it is right even when this remote mounts late. */
export function Greeting() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  if (auth.status !== 'signed-in') return null;
  return <Hello>{t('greeting', { name: accountName(auth.user) })}</Hello>;
}

const Hello = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
  overflow-wrap: anywhere;
  @media (max-width: ${PHONE_MAX}) {
    margin-bottom: 8px;
    font-size: 17px;
  }
`;
