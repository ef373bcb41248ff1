import styled from 'styled-components';

/** The content column every screen of this remote sits in. */
export const Page = styled.main`
  padding: 16px;
  max-width: 1280px;
  margin: 0 auto;
`;
