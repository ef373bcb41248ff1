import { translateMessage } from '../i18n';
import styled from 'styled-components';
import { bus, type ToastType } from '../bus';
import { TOAST_MS } from '../constants';
import type { PlatformTheme } from './theme';
import { useTimedItems } from './use-timed-items';

export const colorFor = (type: ToastType, theme: PlatformTheme): string =>
  ({ success: theme.colors.success, error: theme.colors.error, warning: theme.colors.warning, info: theme.colors.info })[type];

const Stack = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
`;

const Item = styled.div<{ $type: ToastType }>`
  pointer-events: auto;
  min-width: 220px;
  max-width: min(92vw, 480px);
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.popup};
  border-left: 4px solid ${({ theme, $type }) => colorFor($type, theme)};
`;

/** Shows bus.toast messages for their duration (3 s by default). Rendered once, by the shell. */
export function ToastHost() {
  const { items } = useTimedItems(bus.toast, TOAST_MS);
  return (
    <Stack aria-live="polite">
      {items.map((t) => (
        <Item key={t.id} $type={t.type} role={t.type === 'error' ? 'alert' : 'status'} data-type={t.type}>
          {translateMessage(t.text)}
        </Item>
      ))}
    </Stack>
  );
}
