import { useSyncExternalStore } from 'react';
import { normalizePath } from './owner';

// single-spa patches pushState/replaceState and fires popstate after every URL change, and emits
// its own routing event after each reroute: listening to both keeps the shell in step with remotes.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => normalizePath(window.location.pathname));
}
