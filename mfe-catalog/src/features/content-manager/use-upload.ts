import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadCallOptions } from './manager.resource';

export type UploadOutcome<T> = { done: true; value: T } | { done: false };

/**
 * Sends with `controller`'s signal and settles the moment it is aborted (`{done: false}`), whatever the
 * transport does with the half-sent request; any other failure is thrown as the server answered it.
 */
export async function sendCancellable<T>(
  controller: AbortController,
  send: (options: Required<UploadCallOptions>) => Promise<T>,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome<T>> {
  const { signal } = controller;
  if (signal.aborted) return { done: false };
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')), { once: true });
  });
  const sending = send({ signal, onProgress: (percent) => !signal.aborted && onProgress(percent) });
  sending.catch(() => undefined);
  aborted.catch(() => undefined);
  try {
    return { done: true, value: await Promise.race([sending, aborted]) };
  } catch (e) {
    if (signal.aborted) return { done: false };
    throw e;
  }
}

/**
 * One multipart request at a time with its progress (null while nothing is sent) and a Cancel that aborts it.
 * `run` resolves `{done: false}` when cancelled and throws the server's error otherwise, so the form keeps
 * everything typed. Leaving the page aborts an upload still running.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(async <T>(send: (options: Required<UploadCallOptions>) => Promise<T>): Promise<UploadOutcome<T>> => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setCancelled(false);
    setProgress(0);
    try {
      return await sendCancellable(controller, send, setProgress);
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    setCancelled(true);
    controller.abort();
  }, []);

  return { progress, cancelled, busy: progress !== null, run, cancel };
}

export type UploadState = ReturnType<typeof useUpload>;
