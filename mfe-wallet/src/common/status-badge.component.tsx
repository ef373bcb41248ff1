import styled from 'styled-components';
import { humanize } from './money';

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

/** A status word with a colour cue (the word itself carries the meaning). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge $tone={TONES[status] ?? 'wait'}>{humanize(status)}</Badge>;
}

const Badge = styled.span<{ $tone: 'ok' | 'bad' | 'wait' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  background: ${({ $tone }) => ($tone === 'ok' ? '#e7f7e6' : $tone === 'bad' ? '#fdecec' : '#fff5e0')};
  color: ${({ $tone, theme }) => ($tone === 'ok' ? '#1e7b1c' : $tone === 'bad' ? theme.colors.error : '#8a5a00')};
`;
