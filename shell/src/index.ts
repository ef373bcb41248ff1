// Async boundary: shared singletons are negotiated before any application code runs.
import { preloadLayout } from './layout/layout-preload';
import { layoutForPath } from './layout/layout-kind';
import { startRegistry } from './registry/early-registry';

// The registry (preloaded by index.html) and the page's remote are asked for first. The app's code (the shared modules,
// then the first render) runs in long tasks that would hold those answers back, so it starts once the page's remote
// is asked for (a few ms: the registry is there), or after 150 ms at most; index.html preloads its chunks meanwhile.
// The first page's layout chunk comes with it, so the header is in the first render.
const { registry, pageRemote } = startRegistry();
const ready = Promise.race([pageRemote, new Promise((resolve) => setTimeout(resolve, 150))]);
const firstLayout = ready.then(() => preloadLayout(layoutForPath(window.location.pathname))).catch(() => undefined);
void ready.then(() => import('./bootstrap')).then(({ boot }) => boot(firstLayout, registry));
