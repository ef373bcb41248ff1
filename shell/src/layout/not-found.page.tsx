import styled from 'styled-components';
import { PlatformLink } from '@platform/shared';

const Page = styled.section`
  padding: 64px 24px;
  text-align: center;
`;

export function NotFoundPage() {
  return (
    <Page>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <PlatformLink to="/">Back to the home page</PlatformLink>
    </Page>
  );
}
