import styled from 'styled-components';
import { PHONE } from './phone';

/** A success / info box ("saved", "please sign in", "what happens next"). */
export const Notice = styled.div<{ $tone?: 'success' | 'info' }>`
  margin-bottom: 16px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.infoSoft : theme.colors.successSoft)};
  color: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.info : theme.colors.success)};
  line-height: 1.45;
  p {
    margin: 0 0 6px;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** Two fields side by side; one above the other on a phone. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 14px;
  > * {
    min-width: 0;
  }
  ${PHONE} {
    grid-template-columns: 1fr;
  }
`;

/** Buttons at the end of a form: side by side, wrapping on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  ${PHONE} {
    button {
      min-height: 44px;
    }
  }
`;
