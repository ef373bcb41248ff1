import { translateMessage, useSharedTexts } from '../i18n';
import styled, { css } from 'styled-components';
import { bus, type ToastType } from '../bus';
import { TOAST_MS } from '../constants';
import type { PlatformTheme } from './theme';
import { useTimedItems } from './use-timed-items';

export const colorFor = (type: ToastType, theme: PlatformTheme): string =>
  ({ success: theme.colors.success, error: theme.colors.error, warning: theme.colors.warning, info: theme.colors.info })[type];

/** The column toasts and notifications stack in, fixed above the page; each host puts it in its own corner. */
export const fixedColumn = css`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
`;

// The bottom corner, newest at the bottom: the header's links and the page's top stay uncovered.
const Stack = styled.div`
  ${fixedColumn}
  right: 16px;
  bottom: 16px;
  align-items: flex-end;
  gap: 8px;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

const Item = styled.div<{ $type: ToastType }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  min-width: 220px;
  max-width: min(100%, 420px);
  padding: 10px 8px 10px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.popup};
  border-left: 4px solid ${({ theme, $type }) => colorFor($type, theme)};
`;

const Text = styled.span`
  flex: 1;
`;

const Close = styled.button`
  flex: none;
  padding: 0 6px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  line-height: 1.2;
  cursor: pointer;
`;

/** Shows bus.toast messages for their duration (3 s by default), each closable at once. Rendered once, by the shell. */
export function ToastHost() {
  const { t } = useSharedTexts();
  const { items, dismiss } = useTimedItems(bus.toast, TOAST_MS);
  return (
    <Stack aria-live="polite" data-testid="toasts">
      {items.map((item) => (
        <Item key={item.id} $type={item.type}>
          {/* the message alone is the status (its text is exactly the message); the close button sits beside it */}
          <Text role={item.type === 'error' ? 'alert' : 'status'} data-type={item.type}>
            {translateMessage(item.text)}
          </Text>
          <Close type="button" aria-label={t('close')} onClick={() => dismiss(item.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Stack>
  );
}
