import type { AxiosProgressEvent } from 'axios';
import type { ApiEnvelope } from '../contract';
import { tooLargeError } from './errors';
import { send } from './request';

export type UploadFiles = Record<string, File | Blob | Array<File | Blob> | null | undefined>;

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/** Multipart body: files under their field names; arrays as repeated keys; objects as JSON. */
export function toFormData(files: UploadFiles, fields: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(files)) {
    if (!value) continue;
    for (const file of Array.isArray(value) ? value : [value]) form.append(key, file);
  }
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item)));
    else if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/**
 * Multipart upload with progress (0–100). Success is HTTP 200–299; anything else rejects with the
 * response body. No 30 s timeout — a video upload legitimately takes longer — no retry
 * (a half-sent file must not be sent twice), and it is not counted in pendingRequests$ (it has its own
 * progress bar; the full-screen loader must not sit on top of it).
 */
export async function upload<T>(
  path: string,
  files: UploadFiles,
  fields: Record<string, unknown> = {},
  options: UploadOptions = {},
): Promise<ApiEnvelope<T>> {
  const res = await send(
    {
      url: path,
      method: options.method ?? 'POST',
      data: toFormData(files, fields),
      timeout: 0,
      signal: options.signal,
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (e: AxiosProgressEvent) => {
        if (!options.onProgress) return;
        const total = e.total ?? 0;
        options.onProgress(total > 0 ? Math.min(100, Math.round((e.loaded * 100) / total)) : 0);
      },
    },
    false,
  );
  if (res.status >= 200 && res.status < 300) {
    options.onProgress?.(100);
    return res.data as ApiEnvelope<T>;
  }
  if (res.status === 413) throw tooLargeError();
  throw res.data ?? { statusCode: res.status, message: res.statusText };
}
