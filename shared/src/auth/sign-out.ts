import { toast } from '../bus';
import { queryClient } from '../query/query-client';
import { session } from '../session';
import { publishSignedOut } from './publish';

export const LOGOUT_SUCCESS = 'Log out!';
export const LOGOUT_FAILURE = 'Something went wrong!';

/**
 * Clears the session and the page's query cache, publishes signed-out (auth signed-out, balance null,
 * unread 0) and the 'Log out!' toast. Navigation to '/' after logout is the caller's.
 */
export async function signOut(options: { silent?: boolean } = {}): Promise<void> {
  try {
    session.clear();
    queryClient.clear();
    publishSignedOut();
    if (!options.silent) toast.success(LOGOUT_SUCCESS);
  } catch (e) {
    if (!options.silent) toast.error(LOGOUT_FAILURE);
    throw e;
  }
}
