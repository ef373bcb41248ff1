import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { usePlatform } from '../platform/platform';
import { layoutForPath } from './layout-kind';
import { UserAwareWrapper } from './user-aware.wrapper';

// Layouts are separate chunks and a page downloads only its own (scripts/page-weight.mjs counts it so):
// another layout loads when a navigation first needs it, while the current one stays on screen (below).
const AuthLayout = lazy(() => import('./auth.layout'));
const PrimaryLayout = lazy(() => import('./primary.layout'));
const PublicLayout = lazy(() => import('./public.layout'));

/** Reports a layout chunk in flight to the loader controller for as long as `loading` is true. */
function useLayoutLoading(key: string, loading: boolean): void {
  const { loader } = usePlatform();
  useEffect(() => {
    if (!loading) return;
    loader.begin(key);
    return () => loader.end(key);
  }, [loader, key, loading]);
}

// Only the first page load reaches this fallback: later switches keep the previous layout (see below).
function LayoutLoading() {
  useLayoutLoading('layout', true);
  return null;
}

const redirect = (to: string) => navigateToUrl(to);

/** Picks the layout by path prefix; the user-aware wrapper applies when someone is signed in. */
export function LayoutFrame({ path }: { path: string }) {
  const wanted = layoutForPath(path);
  // Deferred: while the next layout's chunk loads, the current layout (header included) stays on screen
  // instead of the Suspense fallback blanking the page.
  const kind = useDeferredValue(wanted);
  useLayoutLoading('layout:switch', kind !== wanted);

  return (
    <UserAwareWrapper>
      <Suspense fallback={<LayoutLoading />}>
        {kind === 'auth' ? <AuthLayout path={path} /> : null}
        {kind === 'primary' ? <PrimaryLayout path={path} redirect={redirect} /> : null}
        {kind === 'public' ? <PublicLayout path={path} /> : null}
      </Suspense>
    </UserAwareWrapper>
  );
}
