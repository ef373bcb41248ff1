import styled from 'styled-components';

/** A row of actions (buttons and links) that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 12px 0;
`;

/** A narrow column for forms and details. */
export const Narrow = styled.div`
  max-width: 560px;
`;

/** A definition list of label/value pairs (details and receipts). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
