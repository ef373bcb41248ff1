import styled from 'styled-components';

/**
 * Labelled fields side by side with their button, wrapping on narrow screens: each field grows from `$min` px,
 * and the button lines up with the inputs (below the labels).
 */
export const FieldRow = styled.div<{ $min?: number; $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ $gap = 12 }) => $gap}px;
  & > div {
    flex: 1 1 ${({ $min = 150 }) => $min}px;
    min-width: 0;
  }
  & > button {
    margin-top: 26px;
  }
`;
