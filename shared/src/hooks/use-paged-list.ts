import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { Paged } from '../contract';

export interface PagedListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  /** Server total of the last page answered. */
  total: number;
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

const initial = <T,>(): PagedListState<T> => ({
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
export function usePagedList<T>(
  fetchPage: (offset: number, limit: number) => Promise<Paged<T>>,
  limit: number,
  deps: DependencyList,
) {
  const [state, setState] = useState<PagedListState<T>>(initial);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const stateRef = useRef(state);
  stateRef.current = state;
  const generation = useRef(0);

  const loadFirst = useCallback(() => {
    const gen = ++generation.current;
    setState(initial<T>());
    fetchRef.current(0, limit).then(
      (page) => gen === generation.current && setState({ ...initial<T>(), status: 'ready', items: page.data, total: page.total }),
      (error: unknown) => gen === generation.current && setState({ ...initial<T>(), status: 'error', error }),
    );
  }, [limit]);

  useEffect(() => {
    loadFirst();
    return () => {
      generation.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadFirst, ...deps]);

  const loadMore = useCallback(() => {
    const gen = generation.current;
    const offset = stateRef.current.items.length;
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    fetchRef.current(offset, limit).then(
      (page) =>
        gen === generation.current &&
        setState((s) => ({ ...s, items: [...s.items, ...page.data], total: page.total, loadingMore: false })),
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
