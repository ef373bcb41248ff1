import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Current value of a BehaviorSubject as React state. */
export function useObservableValue<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => subject.value,
  );
}
