import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { usePlatform } from '../platform/platform';
import { layoutImporters, preloadedLayouts } from './layout-preload';
import { layoutForPath } from './layout-kind';
import { UserAwareWrapper } from './user-aware.wrapper';

// Another layout loads when a navigation first needs it, while the current one stays on screen (below); the first
// page's is usually preloaded (layout-preload.ts) and then rendered without lazy().
const LazyAuthLayout = lazy(layoutImporters.auth);
const LazyPrimaryLayout = lazy(layoutImporters.primary);
const LazyPublicLayout = lazy(layoutImporters.public);

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
  const AuthLayout = (preloadedLayouts.auth as typeof LazyAuthLayout | undefined) ?? LazyAuthLayout;
  const PrimaryLayout = (preloadedLayouts.primary as typeof LazyPrimaryLayout | undefined) ?? LazyPrimaryLayout;
  const PublicLayout = (preloadedLayouts.public as typeof LazyPublicLayout | undefined) ?? LazyPublicLayout;

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
