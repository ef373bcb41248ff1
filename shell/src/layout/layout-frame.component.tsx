import { lazy, Suspense, useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { usePlatform } from '../platform/platform';
import { layoutForPath } from './layout-kind';
import { UserAwareWrapper } from './user-aware.wrapper';

// Layouts are separate chunks: the full-screen loader covers the moment one is loading.
const AuthLayout = lazy(() => import('./auth.layout'));
const PrimaryLayout = lazy(() => import('./primary.layout'));
const PublicLayout = lazy(() => import('./public.layout'));

function LayoutLoading() {
  const { loader } = usePlatform();
  useEffect(() => {
    loader.begin('layout');
    return () => loader.end('layout');
  }, [loader]);
  return null;
}

const redirect = (to: string) => navigateToUrl(to);

/** Picks the layout by path prefix; the user-aware wrapper applies when someone is signed in. */
export function LayoutFrame({ path }: { path: string }) {
  const kind = layoutForPath(path);
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
