import styled from 'styled-components';

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 16px;
  overflow: hidden;
`;

/** Responsive grid: as many columns of at least `$min` px as fit. */
export const Grid = styled.div<{ $min?: number; $gap?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 220 }) => $min}px, 1fr));
  gap: ${({ $gap = 16 }) => $gap}px;
`;

/** Centred page column. */
export const Container = styled.div<{ $max?: number }>`
  width: 100%;
  max-width: ${({ $max = 1200 }) => $max}px;
  margin: 0 auto;
  padding: 0 16px;
`;
