import { EmptyState } from './states.component';
import { Page } from './page.component';
import { PlatformLink } from './platform-link.component';

/** A path under a remote's prefixes with no screen behind it. */
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
