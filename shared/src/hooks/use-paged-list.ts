import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DependencyList } from 'react';
import type { Paged } from '../contract';
import { depsChanged } from './use-async';

export interface PagedListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  /** Server total of the last page answered. */
  total: number;
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

const initial = <T>(): PagedListState<T> => ({
  status: 'loading',
  items: [],
  total: 0,
  error: null,
  loadingMore: false,
  moreError: null,
});

/**
 * limit/offset paging with "Load more": the first page loads when `deps` change (a new search),
 * later pages append. Answers of an outdated search are ignored.
 */
export function usePagedList<T>(fetchPage: (offset: number, limit: number) => Promise<Paged<T>>, limit: number, deps: DependencyList) {
  const [state, setState] = useState<PagedListState<T>>(initial);
  const fetchRef = useRef(fetchPage);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
    stateRef.current = state;
  });
  const generation = useRef(0);

  // A new search (or page size): back to the initial state while its first page loads.
  const searchDeps = [limit, ...deps];
  const [lastSearchDeps, setLastSearchDeps] = useState(searchDeps);
  if (depsChanged(lastSearchDeps, searchDeps)) {
    setLastSearchDeps(searchDeps);
    setState(initial<T>());
  }

  /** Asks for the first page; only the answer of the latest request is applied. */
  const fetchFirst = useCallback(() => {
    const gen = ++generation.current;
    fetchRef.current(0, limit).then(
      (page) => gen === generation.current && setState({ ...initial<T>(), status: 'ready', items: page.data, total: page.total }),
      (error: unknown) => gen === generation.current && setState({ ...initial<T>(), status: 'error', error }),
    );
  }, [limit]);

  const loadFirst = useCallback(() => {
    setState(initial<T>());
    fetchFirst();
  }, [fetchFirst]);

  useEffect(() => {
    fetchFirst();
    return () => {
      generation.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchFirst, ...deps]);

  const loadMore = useCallback(() => {
    const gen = generation.current;
    const offset = stateRef.current.items.length;
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    fetchRef.current(offset, limit).then(
      (page) => gen === generation.current && setState((s) => ({ ...s, items: [...s.items, ...page.data], total: page.total, loadingMore: false })),
      (error: unknown) => gen === generation.current && setState((s) => ({ ...s, loadingMore: false, moreError: error })),
    );
  }, [limit]);

  return {
    ...state,
    hasMore: state.status === 'ready' && state.items.length < state.total,
    loadMore,
    retry: loadFirst,
  };
}
