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

/**
 * Wraps a form's onSubmit so a failure is also toasted; the error is re-thrown so useForm keeps
 * the server's message under the form (`submitError`) and its `submitting` flag stays the one source.
 */
export function toastErrors<V>(submit: (values: V) => Promise<void>): (values: V) => Promise<void> {
  return async (values) => {
    try {
      await submit(values);
    } catch (error) {
      toast.error(getServerMessage(error));
      throw error;
    }
  };
}
