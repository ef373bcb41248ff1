import { toast } from '../bus';
import { clearApiCache } from '../api';
import { session } from '../session';
import { publishSignedOut } from './publish';

export const LOGOUT_SUCCESS = 'Log out!';
export const LOGOUT_FAILURE = 'Something went wrong!';

/**
 * Clears the session and publishes signed-out (auth signed-out, balance null, unread 0) and the
 * 'Log out!' toast (SPEC.md §4). Navigation to '/' is the caller's (SPEC.md §2 "after logout go to /").
 */
export async function signOut(options: { silent?: boolean } = {}): Promise<void> {
  try {
    session.clear();
    clearApiCache();
    publishSignedOut();
    if (!options.silent) toast.success(LOGOUT_SUCCESS);
  } catch (e) {
    if (!options.silent) toast.error(LOGOUT_FAILURE);
    throw e;
  }
}
