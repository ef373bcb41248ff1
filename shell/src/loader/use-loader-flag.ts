import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** One of the loader controller's flags as React state. */
export function useLoaderFlag(flag$: Observable<boolean>, current: () => boolean): boolean {
  return useSyncExternalStore((onChange) => {
    const subscription = flag$.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, current);
}
