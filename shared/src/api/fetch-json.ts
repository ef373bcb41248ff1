import { session } from '../session';
import { trackPending } from './pending';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

let fetchImpl: FetchLike | null = null;

/** Test hook (used by @platform/shared/mock); null restores the global fetch. */
export function setFetchImpl(impl: FetchLike | null): void {
  fetchImpl = impl;
}

/**
 * Plain fetch for the media and settings services (absolute or same-origin URLs, no envelope
 * handling). A non-2xx status throws Error('HTTP error! status: {code}').
 */
export function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  return trackPending(async () => {
    const token = session.token();
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    const doFetch = fetchImpl ?? (globalThis.fetch as FetchLike);
    const res = await doFetch(url, { credentials: 'include', ...init, headers });
    if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
    return (await res.json()) as T;
  });
}
