import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DependencyList } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/** Whether a dependency list differs from the previous one the way React compares effect dependencies. */
export function depsChanged(previous: DependencyList, next: DependencyList): boolean {
  return previous.length !== next.length || previous.some((dep, i) => !Object.is(dep, next[i]));
}

/**
 * Runs `load` when `deps` change and exposes loading / success / error plus `reload` (the retry
 * of an error state). A stale answer (deps changed or unmounted meanwhile) is dropped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  // New deps or a reload: back to loading while the next answer is on its way.
  const runDeps = [...deps, attempt];
  const [lastRunDeps, setLastRunDeps] = useState(runDeps);
  if (depsChanged(lastRunDeps, runDeps)) {
    setLastRunDeps(runDeps);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
