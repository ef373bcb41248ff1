import styled from 'styled-components';

/**
 * The content column every screen of a remote sits in. A div: the shell's layout holds the page's one <main>
 * landmark, and a second one inside it would give screen readers two.
 */
export const Page = styled.div`
  padding: 16px;
  max-width: 1280px;
  margin: 0 auto;
`;
