import styled from 'styled-components';
import { ShellLink } from '../header/shell-link.component';

const Page = styled.section`
  padding: 64px 24px;
  text-align: center;
`;

export function NotFoundPage() {
  return (
    <Page>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <ShellLink href="/">Back to the home page</ShellLink>
    </Page>
  );
}
