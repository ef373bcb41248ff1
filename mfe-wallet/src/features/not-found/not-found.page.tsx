import { EmptyState, PlatformLink, Page } from '@platform/shared';

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
