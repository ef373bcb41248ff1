import { translate } from '@platform/shared';
import './texts';

/** What the API accepts for verification documents (services/api: DOCUMENT_MAX_BYTES, default 10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,image/jpeg,image/png,image/gif,image/webp,application/pdf';
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'];
const DOCUMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'];

/** Why a picked document cannot be sent (translated when checked), or undefined when it can. */
export function documentFile(file: File): string | undefined {
  // Some systems report no MIME type: fall back to the extension.
  const typeOk = DOCUMENT_TYPES.includes(file.type) || (!file.type && DOCUMENT_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext)));
  if (!typeOk) return translate('performerSettings:files.documentType');
  if (file.size > DOCUMENT_MAX_BYTES) return translate('performerSettings:files.documentSize');
  return undefined;
}
