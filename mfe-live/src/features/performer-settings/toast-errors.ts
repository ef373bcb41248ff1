import { getServerMessage, toast } from '@platform/shared';

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
