import { PlatformLink } from '../../lib/platform-link.component';
import { EmptyState } from '@platform/shared';
import { Page } from '../../lib/page.component';

/** A path under one of our prefixes with no screen behind it. */
export function NotFoundPage() {
  return (
    <Page>
      <EmptyState title="Page not found" />
      <p>
        <PlatformLink to="/">Back to the home page</PlatformLink>
      </p>
    </Page>
  );
}
