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

export const fileMessages = {
  videoType: 'Upload an MP4, WebM or MOV video',
  videoSize: 'The video must be 50 MB or smaller',
  imageType: 'Upload a JPG, PNG or WEBP image',
  imageSize: 'The image must be 10 MB or smaller',
  digitalType: 'Upload an image, a video, a PDF or a ZIP archive',
  digitalSize: 'The file must be 50 MB or smaller',
  videoRequired: 'Choose the video file',
  photoRequired: 'Choose a photo',
  digitalRequired: 'A digital product needs its file',
};

const RULES: Record<FileKind, { types: string[]; exts: string[]; maxBytes: number; typeMsg: string; sizeMsg: string }> = {
  video: { types: VIDEO_TYPES, exts: VIDEO_EXTS, maxBytes: VIDEO_MAX_BYTES, typeMsg: fileMessages.videoType, sizeMsg: fileMessages.videoSize },
  image: { types: IMAGE_TYPES, exts: IMAGE_EXTS, maxBytes: IMAGE_MAX_BYTES, typeMsg: fileMessages.imageType, sizeMsg: fileMessages.imageSize },
  digital: {
    types: DIGITAL_TYPES,
    exts: DIGITAL_EXTS,
    maxBytes: DIGITAL_MAX_BYTES,
    typeMsg: fileMessages.digitalType,
    sizeMsg: fileMessages.digitalSize,
  },
};

export const FILE_ACCEPT: Record<FileKind, string> = {
  video: [...VIDEO_EXTS, ...VIDEO_TYPES].join(','),
  image: [...IMAGE_EXTS, ...IMAGE_TYPES].join(','),
  digital: [...DIGITAL_EXTS, ...DIGITAL_TYPES].join(','),
};

export const FILE_HINT: Record<FileKind, string> = {
  video: 'MP4, WebM or MOV, up to 50 MB.',
  image: 'JPG, PNG or WEBP, up to 10 MB.',
  digital: 'An image, a video, a PDF or a ZIP archive, up to 50 MB.',
};

/** Why `file` cannot be sent as a `kind`, or undefined when it can. A missing type falls back to the extension. */
export function checkFile(kind: FileKind, file: File): string | undefined {
  const rule = RULES[kind];
  const name = file.name.toLowerCase();
  const typeOk = file.type ? rule.types.includes(file.type) : rule.exts.some((ext) => name.endsWith(ext));
  if (!typeOk) return rule.typeMsg;
  if (file.size > rule.maxBytes) return rule.sizeMsg;
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
