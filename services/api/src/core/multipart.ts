import type { FastifyRequest } from 'fastify';
import type { ValidationItem } from '@platform/shared/contract';
import { badRequest, fieldError, tooLarge } from './errors';
import { checkImageSize } from './images';
import { sniffMimeType } from './storage';
import { safeFileName } from './upload-stream';

export interface FileRule {
  required?: boolean;
  maxBytes: number;
  /** Accepted real types (sniffed from content). */
  types: string[];
  /** Human text for the accepted types, used in the 400 message. */
  typesText: string;
}

export interface UploadedFile {
  fieldname: string;
  filename: string;
  buffer: Buffer;
  mimeType: string; // sniffed
}

export interface MultipartResult {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
  /** Validation items for required files that were not sent (merged by callers with field errors). */
  missing: ValidationItem[];
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** Reads a whole multipart form: text fields plus the files named in `rules` (others are rejected), with per-file size and type checks. */
export async function readMultipart(req: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartResult> {
  if (!req.isMultipart()) throw badRequest('The request must be multipart/form-data');
  const maxBytes = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  const fields: MultipartResult['fields'] = {};
  const files: MultipartResult['files'] = {};
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: Object.keys(rules).length, fields: 100 } })) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const existing = fields[part.fieldname];
      fields[part.fieldname] = existing === undefined ? value : ([] as string[]).concat(existing, value);
      continue;
    }
    const rule = rules[part.fieldname];
    if (!rule) {
      part.file.resume(); // drain it, then refuse
      throw fieldError(part.fieldname, 'isUnknownFile', `${part.fieldname} is not an accepted file field`);
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw tooLarge(`${part.fieldname} is too large: the maximum file size is ${formatBytes(rule.maxBytes)}`);
      }
      throw error;
    }
    if (buffer.length > rule.maxBytes) {
      throw tooLarge(`${part.fieldname} is too large: the maximum file size is ${formatBytes(rule.maxBytes)}`);
    }
    if (buffer.length === 0) throw fieldError(part.fieldname, 'isNotEmpty', `${part.fieldname} file is empty`);
    const mimeType = sniffMimeType(buffer);
    if (!mimeType || !rule.types.includes(mimeType)) {
      throw fieldError(part.fieldname, 'isFileType', `${part.fieldname} must be ${rule.typesText}`);
    }
    // a picture over the pixel limit is refused from its header, before anything decodes it (or a browser shows it)
    if (mimeType.startsWith('image/')) await checkImageSize(buffer, part.fieldname);
    files[part.fieldname] = { fieldname: part.fieldname, filename: safeFileName(part.filename), buffer, mimeType };
  }
  const missing = Object.entries(rules)
    .filter(([name, rule]) => rule.required && !files[name])
    .map(([name]): ValidationItem => ({ property: name, constraints: { isNotEmpty: `${name} file is required` } }));
  return { fields, files, missing };
}
