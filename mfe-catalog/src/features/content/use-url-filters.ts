import { useSearchParams } from 'react-router-dom';
import { pageFrom } from './content-ui';

/** How one filter of a list is kept in the address. */
export interface UrlFilter<V extends string = string> {
  /** The value when the address has none (or one `accepts` refuses); it is then left out of the address. */
  initial: V;
  /** The search param, when it is not named like the filter (the API's `theme` is `?category=`). */
  param?: string;
  accepts?: (raw: string) => boolean;
  /** Free text: written trimmed. */
  trim?: boolean;
}

export type UrlFilterSpec<F extends { [K in keyof F]: string }> = { [K in keyof F]: UrlFilter<F[K]> };

/** The free-text search of a list, `?q=`. */
export const TEXT_FILTER: UrlFilter<string> = { initial: '', trim: true };

/** A video or photo category, `?category=` (the API's `theme`). */
export const CATEGORY_FILTER: UrlFilter<string> = { initial: '', param: 'category' };

/** A tag or a name, any value. */
export const NAME_FILTER: UrlFilter<string> = { initial: '' };

/** Accepts only one of `values` (anything else in the address reads as the filter's initial value). */
export const oneOf =
  (values: readonly string[]) =>
  (raw: string): boolean =>
    values.includes(raw);

/**
 * A list's filters and page, kept in the address so a refresh, Back and shared links keep them. `apply` merges the
 * changed filters, goes to `page` (1 unless told) and writes only what differs from the initial values, in spec order.
 */
export function useUrlFilters<F extends { [K in keyof F]: string }>(spec: UrlFilterSpec<F>) {
  const [search, setSearch] = useSearchParams();
  const keys = Object.keys(spec) as (keyof F & string)[];
  const filters = {} as F;
  for (const key of keys) {
    const { initial, param = key, accepts } = spec[key];
    const raw = search.get(param) ?? initial;
    filters[key] = (accepts && !accepts(raw) ? initial : raw) as F[typeof key];
  }
  const page = pageFrom(search.get('page'));

  const apply = (next: Partial<F>, nextPage = 1) => {
    const merged: F = { ...filters, ...next };
    const params = new URLSearchParams();
    for (const key of keys) {
      const { initial, param = key, trim } = spec[key];
      const value = trim ? merged[key].trim() : merged[key];
      if (value !== initial) params.set(param, value);
    }
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  // A key for the filter bar: it remounts (its text box showing the address's text) when the address changes.
  return { filters, page, apply, addressKey: search.toString() };
}
