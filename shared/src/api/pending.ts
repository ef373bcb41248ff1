import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

const count = new BehaviorSubject(0);

/** Outstanding API requests; the shell's loader hides 50 ms after this reaches 0. */
export const pendingRequests$: Observable<number> = count.pipe(distinctUntilChanged());

/** Counts `work` as one outstanding request for its whole life (retries included). */
export async function trackPending<T>(work: () => Promise<T>): Promise<T> {
  count.next(count.getValue() + 1);
  try {
    return await work();
  } finally {
    count.next(Math.max(0, count.getValue() - 1));
  }
}
