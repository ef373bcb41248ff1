// Async boundary: shared singletons are negotiated before any application code runs.
import { preloadLayout } from './layout/layout-preload';
import { layoutForPath } from './layout/layout-kind';

// The first page's layout chunk downloads alongside the app's code, so the header is in the first render.
const firstLayout = preloadLayout(layoutForPath(window.location.pathname)).catch(() => undefined);
void import('./bootstrap').then(({ boot }) => boot(firstLayout));
