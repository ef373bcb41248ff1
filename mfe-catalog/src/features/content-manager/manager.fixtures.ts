export { makeGallery, makePhoto, makeProduct, makeVideo } from '../content/content.fixtures';

/** A page of a list answer. */
export const paged = <T>(data: T[], total = data.length) => ({ data, total });

/** A reply the test settles when it wants (an upload still on its way). */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const fileOf = (name: string, type: string, size = 4) => new File(['x'.repeat(size)], name, { type });

/** What a multipart request carried: its text fields and the names of its files. */
export function formOf(body: unknown) {
  const form = body as FormData;
  const fields: Record<string, string> = {};
  const files: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
    else files[key] = (value as File).name;
  });
  return { fields, files };
}
