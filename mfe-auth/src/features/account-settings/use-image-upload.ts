import { toast } from '@platform/shared';
import { useState } from 'react';
import { avatarFile } from '../common/file-rules';
import { reportFailure } from '@platform/shared/settings-kit';

/**
 * One picked image uploaded at once: checked first (type, size), then sent with progress; the server's
 * message on failure. `inputKey` changes after each attempt so the same file can be picked again.
 */
export function useImageUpload(send: (file: File, onProgress: (percent: number) => void) => Promise<void>, doneText: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  async function onFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    const invalid = avatarFile(file, {});
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setProgress(0);
    await reportFailure(
      async () => {
        await send(file, setProgress);
        toast.success(doneText);
      },
      setError,
      () => {
        setProgress(null);
        setInputKey((k) => k + 1);
      },
    );
  }

  return { progress, error, inputKey, onFiles: (files: File[]) => void onFiles(files) };
}
