import { lazy, Suspense } from 'react';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';

const Banner = lazy(() => import('./preview-banner.component'));

/** The preview banner, downloaded only by a browser that previews a release. */
export function PreviewBanner() {
  const { preview } = useObservableValue(usePlatform().state$);
  return preview ? (
    <Suspense fallback={null}>
      <Banner preview={preview} />
    </Suspense>
  ) : null;
}
