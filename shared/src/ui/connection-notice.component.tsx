import styled from 'styled-components';
import { useSocketStatus } from '../socket/use-socket-status';
import { useSharedTexts } from '../i18n';

// Below the toasts, above the page: it stays while the socket is away, so it must not hide a toast.
const Region = styled.div`
  position: fixed;
  bottom: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  pointer-events: none;
`;

const Notice = styled.p`
  margin: 0;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.popup};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * "Reconnecting…" while the page's socket that was connected is away. Rendered once per page, by the shell.
 * The live region is always in the document (empty when connected): screen readers announce only changes
 * inside a region they already know.
 */
export function ConnectionNotice() {
  const status = useSocketStatus();
  const { t } = useSharedTexts();
  return (
    <Region role="status" aria-live="polite" aria-label={t('connectionStatus')}>
      {status === 'reconnecting' ? <Notice>{t('reconnecting')}</Notice> : null}
    </Region>
  );
}
