import { getServerMessage, toast } from '@platform/shared';

/** Runs `work`; a failure's server message goes both to `setError` (shown by the form) and to a toast. `settle` runs last either way. */
export async function reportFailure(work: () => Promise<void>, setError: (message: string) => void, settle: () => void): Promise<void> {
  try {
    await work();
  } catch (err) {
    const message = getServerMessage(err);
    setError(message);
    toast.error(message);
  } finally {
    settle();
  }
}
