import { messages, type Rule } from '@platform/shared';

const MB = 1024 * 1024;

/** What the API accepts for verification documents (services/api: DOCUMENT_MAX_BYTES, default 10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * MB;
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,image/jpeg,image/png,image/gif,image/webp,application/pdf';
export const DOCUMENT_HINT = 'JPG, PNG, GIF, WEBP or PDF, up to 10 MB.';
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'];

/** Avatars: images only (services/api: AVATAR_MAX_BYTES, default 5 MB). */
export const AVATAR_MAX_BYTES = 5 * MB;
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';
export const AVATAR_HINT = 'JPG, PNG, WEBP or GIF, up to 5 MB.';
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const fileMessages = {
  documentType: 'Upload a JPG, PNG, GIF, WEBP or PDF file',
  documentSize: 'The file must be 10 MB or smaller',
  avatarType: 'Upload a JPG, PNG, WEBP or GIF image',
  avatarSize: 'The image must be 5 MB or smaller',
};

const extensionOk = (name: string, exts: string[]) => exts.some((ext) => name.toLowerCase().endsWith(ext));

function fileRule(types: string[], exts: string[], maxBytes: number, typeMsg: string, sizeMsg: string): Rule<unknown> {
  return (value) => {
    if (!(value instanceof File)) return messages.required;
    // Some systems report no MIME type: fall back to the extension.
    if (!(types.includes(value.type) || (!value.type && extensionOk(value.name, exts)))) return typeMsg;
    if (value.size > maxBytes) return sizeMsg;
    return undefined;
  };
}

export const documentFile = fileRule(
  DOCUMENT_TYPES,
  ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'],
  DOCUMENT_MAX_BYTES,
  fileMessages.documentType,
  fileMessages.documentSize,
);

export const avatarFile = fileRule(
  AVATAR_TYPES,
  ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
  AVATAR_MAX_BYTES,
  fileMessages.avatarType,
  fileMessages.avatarSize,
);

/** Second password must repeat the first. */
export const PASSWORD_MISMATCH = 'Passwords do not match!';
export const samePassword: Rule<{ password?: unknown }> = (value, values) => (value === values.password ? undefined : PASSWORD_MISMATCH);
