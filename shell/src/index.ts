// Async boundary: shared singletons are negotiated before any application code runs.
import { preloadLayout } from './layout/layout-preload';
import { layoutForPath } from './layout/layout-kind';
import { startRegistry } from './registry/early-registry';

// The first page's layout chunk downloads alongside the app's code, so the header is in the first render; the registry
// and the page's remote too, so the remote is there when the platform starts.
const firstLayout = preloadLayout(layoutForPath(window.location.pathname)).catch(() => undefined);
const bootstrap = import('./bootstrap');
const registry = startRegistry();
void bootstrap.then(({ boot }) => boot(firstLayout, registry));
