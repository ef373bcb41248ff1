import styled from 'styled-components';
import { valueLabel } from './money';
import { useTexts } from '../i18n';

const TONES: Record<string, 'ok' | 'bad' | 'wait'> = {
  success: 'ok',
  done: 'ok',
  approved: 'ok',
  delivered: 'ok',
  resolved: 'ok',
  failed: 'bad',
  rejected: 'bad',
  cancelled: 'bad',
  refunded: 'bad',
};

/** A status word in the interface language with a colour cue (the word itself carries the meaning). */
export function StatusBadge({ status }: { status: string }) {
  useTexts(); // follows the interface language
  return <Badge $tone={TONES[status] ?? 'wait'}>{valueLabel('status', status)}</Badge>;
}

// Colours from the theme: each tone's text keeps ≥ 4.5:1 on its soft tint.
const Badge = styled.span<{ $tone: 'ok' | 'bad' | 'wait' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  background: ${({ $tone, theme }) => ($tone === 'ok' ? theme.colors.successSoft : $tone === 'bad' ? theme.colors.errorSoft : theme.colors.warningSoft)};
  color: ${({ $tone, theme }) => ($tone === 'ok' ? theme.colors.success : $tone === 'bad' ? theme.colors.error : theme.colors.warningText)};
`;
