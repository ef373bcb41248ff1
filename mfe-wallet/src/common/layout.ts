import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { PHONE_MAX } from '@platform/shared';

/** A row of actions (buttons and links) that wraps on narrow screens; on phones each is a large touch target. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 12px 0;
  @media (max-width: ${PHONE_MAX}) {
    flex-direction: column;
    align-items: stretch;
    button,
    a {
      min-height: 44px;
    }
    a {
      display: inline-flex;
      align-items: center;
    }
  }
`;

/** A narrow column for forms and details. */
export const Narrow = styled.div`
  max-width: 560px;
  min-width: 0;
`;

/** A definition list of label/value pairs (details and receipts); one column on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${PHONE_MAX}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

/** The page's main action as a link (title row): a large touch target on phones. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  font-weight: 600;
  @media (max-width: ${PHONE_MAX}) {
    min-height: 44px;
  }
`;
