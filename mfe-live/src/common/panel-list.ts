import styled from 'styled-components';

// Pieces of the performer's side panels (tips, private requests).

/** A list without bullets or indent. */
export const PanelList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** The quiet line a panel shows while it has nothing to list. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
