import styled from 'styled-components';
import { BRAND_COLORS, theme } from '@platform/shared';

export const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px;
  box-sizing: border-box;
`;

/** The shell's own call to action (the 18+ entry, a remote's Retry): white on the brand colour. */
export const PrimaryButton = styled.button`
  border: 0;
  border-radius: 6px;
  background: ${theme.colors.primary};
  color: ${BRAND_COLORS.white};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
