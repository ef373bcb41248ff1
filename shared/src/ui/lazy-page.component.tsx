import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from './states.component';

const preloads: Array<() => Promise<unknown>> = [];

/**
 * A page (or a large part of one that not every visit shows) fetched when first shown, so a first visit downloads
 * only what a newcomer lands on: `const SettingsPage = lazyPage(() => import('./settings.page'), 'SettingsPage')`.
 * Meanwhile `fallback` shows (the loading state unless given). A chunk that fails to load throws into the remote's
 * error boundary (its "Try again" fetches it again).
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { fallback = <LoadingState /> }: { fallback?: ReactNode } = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const fetchPage = () => load().then((module) => (loaded = module[name]));
  preloads.push(fetchPage);
  // React.lazy keeps a failed load for good: start a fresh one, so a retry fetches the chunk again.
  const createPage = () =>
    lazy<ComponentType<Props>>(() =>
      fetchPage().then(
        (page) => ({ default: page }),
        (error: unknown) => {
          Page = createPage();
          throw error;
        },
      ),
    );
  let Page = createPage();
  function LazyPage(props: Props) {
    // once fetched, a page renders at once; an instance keeps the component it started with (no remount)
    const [Component] = useState(() => loaded ?? Page);
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `LazyPage(${name})`;
  return LazyPage;
}

/** Fetches every lazy page registered so far (unit tests render them at once after this). */
export function preloadLazyPages(): Promise<unknown> {
  return Promise.all(preloads.map((fetchPage) => fetchPage()));
}
