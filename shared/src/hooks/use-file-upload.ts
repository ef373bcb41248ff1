import { useEffect, useRef, useState } from 'react';
import { getServerMessage } from '../api/errors';

/** Where one file's upload stands. */
export type FileUploadState<T> =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'done'; value: T }
  | { step: 'cancelled' }
  | { step: 'failed'; message: string };

/** What `send` gets to report progress and to be aborted. */
export interface UploadControls {
  signal: AbortSignal;
  onProgress(percent: number): void;
}

/** Settles the moment `controller` is aborted, whatever the transport does with the half-sent request. */
async function untilDoneOrAborted<T>(controller: AbortController, sending: Promise<T>): Promise<{ done: true; value: T } | { done: false }> {
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')), { once: true });
  });
  sending.catch(() => undefined);
  aborted.catch(() => undefined);
  try {
    return { done: true, value: await Promise.race([sending, aborted]) };
  } catch (e) {
    if (controller.signal.aborted) return { done: false };
    throw e;
  }
}

/**
 * One file sent at a time, with progress and Cancel. `start(file)` runs `send(file, controls)` (no file: nothing) and `state` follows
 * it: uploading (with its percent), then done, failed (the server's message) or cancelled — `cancel()` settles at
 * once, and a late answer changes nothing. Leaving the page cancels an upload still running. `fail(message)`
 * records a file refused before sending. `attempt` changes after each try: key the file input with it, so that
 * choosing the same file again starts again.
 */
export function useFileUpload<T>(
  send: (file: File, controls: UploadControls) => Promise<T>,
  on: { done?(value: T): void; failed?(message: string): void } = {},
) {
  const [state, setState] = useState<FileUploadState<T>>({ step: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const fail = (message: string) => {
    setState({ step: 'failed', message });
    setAttempt((n) => n + 1);
  };

  const start = async (file: File | undefined) => {
    if (!file) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const outcome = await untilDoneOrAborted(
        controller,
        send(file, {
          signal: controller.signal,
          onProgress: (percent) => !controller.signal.aborted && setState((s) => (s.step === 'uploading' ? { step: 'uploading', percent } : s)),
        }),
      );
      if (!outcome.done) {
        setState({ step: 'cancelled' });
        return;
      }
      setState({ step: 'done', value: outcome.value });
      on.done?.(outcome.value);
    } catch (error) {
      const message = getServerMessage(error);
      setState({ step: 'failed', message });
      on.failed?.(message);
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setAttempt((n) => n + 1);
    }
  };

  return { state, attempt, start, fail, cancel: () => controllerRef.current?.abort() };
}
