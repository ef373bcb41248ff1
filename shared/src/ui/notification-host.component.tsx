import styled from 'styled-components';
import { bus, type ToastType } from '../bus';
import { NOTIFICATION_MS } from '../constants';
import { colorFor, fixedColumn } from './toast-host.component';
import { PlatformLink } from './platform-link.component';
import { useTimedItems } from './use-timed-items';
import { translateMessage, useSharedTexts } from '../i18n';

const Stack = styled.div`
  ${fixedColumn}
  top: 16px;
  right: 16px;
  gap: 10px;
  width: min(92vw, 360px);
`;

const Item = styled.div<{ $type: ToastType }>`
  position: relative;
  padding: 12px 36px 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.popup};
  border-top: 3px solid ${({ theme, $type }) => colorFor($type, theme)};
`;

const Title = styled.div`
  font-weight: 700;
`;

/** A notification with a destination: its title and text are one link (the shell navigates; the notification closes). */
const ItemLink = styled(PlatformLink)`
  display: block;
  color: inherit;
  text-decoration: none;
  &:hover > div:first-child {
    text-decoration: underline;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  line-height: 1;
`;

/** Shows bus.notify messages (4.5 s by default, closable; a message with `href` is a link there). Rendered once, by the shell. */
export function NotificationHost() {
  const { t } = useSharedTexts();
  const { items, dismiss } = useTimedItems(bus.notify, NOTIFICATION_MS);
  return (
    <Stack aria-live="polite">
      {items.map((n) => (
        <Item key={n.id} $type={n.type} role="status" data-type={n.type}>
          {n.href ? (
            <ItemLink to={n.href} onClick={() => dismiss(n.id)}>
              <Title>{n.title}</Title>
              {n.text && <div>{translateMessage(n.text)}</div>}
            </ItemLink>
          ) : (
            <>
              <Title>{n.title}</Title>
              {n.text && <div>{translateMessage(n.text)}</div>}
            </>
          )}
          <Close type="button" aria-label={t('closeNotification')} onClick={() => dismiss(n.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Stack>
  );
}
