import { messages, translate, type Rule } from '@platform/shared';
import '../../i18n';

const MB = 1024 * 1024;

/** What the API accepts for verification documents (services/api: DOCUMENT_MAX_BYTES, default 10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * MB;
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,image/jpeg,image/png,image/gif,image/webp,application/pdf';
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'];

/** Avatars: images only (services/api: AVATAR_MAX_BYTES, default 5 MB). */
export const AVATAR_MAX_BYTES = 5 * MB;
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The messages these rules give, as keys of this remote's texts (translated when the rule runs, i.e. at render). */
type FileMessage = 'documentType' | 'documentSize' | 'avatarType' | 'avatarSize';
const fileMessage = (key: FileMessage | 'passwordMismatch'): string => translate(`auth:files.${key}`);

const extensionOk = (name: string, exts: string[]) => exts.some((ext) => name.toLowerCase().endsWith(ext));

function fileRule(types: string[], exts: string[], maxBytes: number, typeMsg: FileMessage, sizeMsg: FileMessage): Rule<unknown> {
  return (value) => {
    if (!(value instanceof File)) return messages.required;
    // Some systems report no MIME type: fall back to the extension.
    if (!(types.includes(value.type) || (!value.type && extensionOk(value.name, exts)))) return fileMessage(typeMsg);
    if (value.size > maxBytes) return fileMessage(sizeMsg);
    return undefined;
  };
}

export const documentFile = fileRule(
  DOCUMENT_TYPES,
  ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'],
  DOCUMENT_MAX_BYTES,
  'documentType',
  'documentSize',
);

export const avatarFile = fileRule(AVATAR_TYPES, ['.jpg', '.jpeg', '.png', '.webp', '.gif'], AVATAR_MAX_BYTES, 'avatarType', 'avatarSize');

/** Second password must repeat the first. */
export const samePassword: Rule<{ password?: unknown }> = (value, values) =>
  value === values.password ? undefined : fileMessage('passwordMismatch');
