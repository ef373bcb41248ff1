import { Link } from 'react-router-dom';
import { EmptyState, Page } from '@platform/shared';

/** A path under one of our prefixes with no screen behind it. */
export function NotFoundPage() {
  return (
    <Page>
      <EmptyState title="Page not found" />
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </Page>
  );
}
