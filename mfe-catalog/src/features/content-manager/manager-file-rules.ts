import { translate } from '@platform/shared';

// What the API accepts (services/api: asset-schemas.ts fileRules and config.ts), checked before anything is sent.

const MB = 1024 * 1024;

/** VIDEO_MAX_BYTES, 50 MB by default. */
export const VIDEO_MAX_BYTES = 50 * MB;
/** IMAGE_MAX_BYTES, 10 MB by default. */
export const IMAGE_MAX_BYTES = 10 * MB;
/** PRODUCT_FILE_MAX_BYTES, 50 MB by default. */
export const DIGITAL_MAX_BYTES = 50 * MB;

export type FileKind = 'video' | 'image' | 'digital';

const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const DIGITAL_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES, 'application/pdf', 'application/zip', 'application/x-zip-compressed'];

const VIDEO_EXTS = ['.mp4', '.webm', '.mov'];
const IMAGE_EXTS = ['.jpg', '.jpeg', '.png', '.webp'];
const DIGITAL_EXTS = [...IMAGE_EXTS, ...VIDEO_EXTS, '.pdf', '.zip'];

type FileMessage =
  'videoType' | 'videoSize' | 'imageType' | 'imageSize' | 'digitalType' | 'digitalSize' | 'videoRequired' | 'photoRequired' | 'digitalRequired';

/** The messages of the file checks, in the current language (catalog:manager.files.<name>). */
export const fileMessages = new Proxy({} as Record<FileMessage, string>, {
  get: (_target, name) => translate(`catalog:manager.files.${String(name)}`),
});

const RULES: Record<FileKind, { types: string[]; exts: string[]; maxBytes: number; typeMsg: FileMessage; sizeMsg: FileMessage }> = {
  video: { types: VIDEO_TYPES, exts: VIDEO_EXTS, maxBytes: VIDEO_MAX_BYTES, typeMsg: 'videoType', sizeMsg: 'videoSize' },
  image: { types: IMAGE_TYPES, exts: IMAGE_EXTS, maxBytes: IMAGE_MAX_BYTES, typeMsg: 'imageType', sizeMsg: 'imageSize' },
  digital: { types: DIGITAL_TYPES, exts: DIGITAL_EXTS, maxBytes: DIGITAL_MAX_BYTES, typeMsg: 'digitalType', sizeMsg: 'digitalSize' },
};

export const FILE_ACCEPT: Record<FileKind, string> = {
  video: [...VIDEO_EXTS, ...VIDEO_TYPES].join(','),
  image: [...IMAGE_EXTS, ...IMAGE_TYPES].join(','),
  digital: [...DIGITAL_EXTS, ...DIGITAL_TYPES].join(','),
};

/** What a file field accepts, in the current language (catalog:manager.hints.<kind>). */
export const FILE_HINT = new Proxy({} as Record<FileKind, string>, {
  get: (_target, kind) => translate(`catalog:manager.hints.${String(kind)}`),
});

/** Why `file` cannot be sent as a `kind`, or undefined when it can. A missing type falls back to the extension. */
export function checkFile(kind: FileKind, file: File): string | undefined {
  const rule = RULES[kind];
  const name = file.name.toLowerCase();
  const typeOk = file.type ? rule.types.includes(file.type) : rule.exts.some((ext) => name.endsWith(ext));
  if (!typeOk) return fileMessages[rule.typeMsg];
  if (file.size > rule.maxBytes) return fileMessages[rule.sizeMsg];
  return undefined;
}

/** A form rule: an optional file of `kind` (the field holds a File or null). */
export const optionalFile =
  (kind: FileKind) =>
  (value: unknown): string | undefined =>
    value instanceof File ? checkFile(kind, value) : undefined;

/** A form rule: a required file of `kind`. */
export const requiredFile =
  (kind: FileKind, missing: string) =>
  (value: unknown): string | undefined =>
    value instanceof File ? checkFile(kind, value) : missing;
