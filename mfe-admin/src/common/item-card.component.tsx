import styled from 'styled-components';
import { Card } from '@platform/shared';

/** One item of a queue (a report, an applicant) as a card: its heading, its facts and its actions. */
export const ItemCard = styled(Card)`
  margin-bottom: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    margin: 12px 0 4px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** The card's buttons, under its content. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
