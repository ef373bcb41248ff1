import type { ApiEnvelope, Paged } from '../contract';

/** The shared client resolves a 404 with the error body as-is instead of throwing. */
export function isNotFound(res: unknown): boolean {
  return typeof res === 'object' && res !== null && (res as { statusCode?: unknown }).statusCode === 404;
}

/** Payload of a successful envelope; a resolved 404 body is thrown like any other error. */
export function payload<T>(res: ApiEnvelope<T>): T {
  if (isNotFound(res) || typeof res !== 'object' || res === null || !('data' in res)) throw res;
  return res.data;
}

/** A paged list whose endpoint may not exist yet: 404 reads as an empty list with `missing` set. */
export function pagedOrMissing<T>(res: ApiEnvelope<Paged<T>>): Paged<T> & { missing: boolean } {
  if (isNotFound(res)) return { data: [], total: 0, missing: true };
  const page = payload(res);
  return { data: page.data ?? [], total: page.total ?? 0, missing: false };
}

/** Lists come either bare or paged ({data, total}); callers want the items. */
export function itemsOf<T>(payload: unknown): T[] {
  if (Array.isArray(payload)) return payload as T[];
  const inner = (payload as { data?: unknown } | null)?.data;
  return Array.isArray(inner) ? (inner as T[]) : [];
}
