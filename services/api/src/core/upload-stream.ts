import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { ApiErrorBody, ValidationItem } from '@platform/shared/contract';
import { newId } from '../db/ids';
import { badRequest, fieldError, HttpError } from './errors';
import { checkImageSize } from './images';
import { sniffMimeType } from './storage';

/** What the client shows for any 413 (SPEC §8); `detail` says which file and the limit. */
export const TOO_LARGE_TEXT = 'Request Entity Too Large';

export const fileTooLarge = (field: string, maxBytes: number) => {
  // the error body is open: `detail` travels next to the standard fields
  const body: ApiErrorBody & { detail: string } = {
    statusCode: 413,
    message: TOO_LARGE_TEXT,
    error: 'Payload Too Large',
    detail: `${field} is too large: the maximum file size is ${formatBytes(maxBytes)}`,
  };
  return new HttpError(413, body);
};

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

export interface StreamedFileRule {
  required?: boolean;
  maxBytes: number;
  /** Accepted real types, sniffed from the first bytes (the client's Content-Type is not trusted). */
  types: readonly string[];
  /** Human text of the accepted types for the 400 message. */
  typesText: string;
}

export interface StreamedFile {
  fieldname: string;
  filename: string;
  /** Where the upload waits on disk until the feature adopts it into storage. */
  tempPath: string;
  size: number;
  mimeType: string;
}

export interface StreamedForm {
  fields: Record<string, string>;
  files: Record<string, StreamedFile>;
  missing: ValidationItem[];
  /** Deletes every temp file not yet adopted (call in `finally`). */
  cleanup(): Promise<void>;
}

// Control characters that never occur in plain text (tab, line feed, form feed, carriage return and escape may).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001A\u001C-\u001F\u007F]/;

/** A reader of UTF-8 text in pieces: false as soon as the bytes are not valid UTF-8 or hold a binary control character. */
function plainTextReader() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (bytes: Uint8Array, last: boolean) => {
    try {
      return !BINARY_CONTROL.test(decoder.decode(bytes, { stream: !last }));
    } catch {
      return false;
    }
  };
}

// Control characters, unpaired surrogates and the direction overrides that disguise an extension ("gpj.exe"
// shown reversed): PostgreSQL text cannot hold NUL, and none of them belongs in a name.
const UNSAFE_IN_NAME =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const MAX_NAME_LENGTH = 200;

/**
 * The name an upload is kept under: no folders, no control characters, at most 200 characters ('file' when nothing
 * is left). A browser never sends such names; a hand-made request may, and must not reach the database raw.
 */
export function safeFileName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE_IN_NAME, '').trim();
  return Array.from(clean).slice(0, MAX_NAME_LENGTH).join('') || 'file';
}

/** The first bytes of a file read as UTF-8 text (a character cut at the end is fine). */
export const looksLikePlainText = (head: Buffer) => head.length > 0 && plainTextReader()(head, false);

/** The whole file is UTF-8 text: read in pieces, never whole into memory. */
export async function fileIsPlainText(file: string): Promise<boolean> {
  const read = plainTextReader();
  for await (const chunk of fs.createReadStream(file)) if (!read(chunk as Buffer, false)) return false;
  return read(new Uint8Array(0), true);
}

/**
 * Sniffs the real type of a few first bytes: images and PDF (core/storage) plus mp4, mov, webm and zip; anything
 * else that reads as UTF-8 text is `text/plain` (only a guess from the first bytes: a route accepting text checks
 * the whole file with `fileIsPlainText`).
 */
export function sniffUploadType(head: Buffer): string | null {
  const image = sniffMimeType(head);
  if (image) return image;
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    return head.subarray(8, 12).toString('latin1') === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (head.length >= 4 && head.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004') return 'application/zip';
  if (looksLikePlainText(head)) return 'text/plain';
  return null;
}

const HEAD_BYTES = 512;

/** Keeps the first bytes of a stream for sniffing while passing everything through. */
function headCapture() {
  const chunks: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kept < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - kept));
        kept += Math.min(chunk.length, HEAD_BYTES - kept);
      }
      done(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}

/**
 * Reads a multipart form, streaming each file straight to a temp file (never the whole file in memory), with a
 * size limit per field (413) and a type check on its real content (400). Text fields are returned as strings.
 */
export async function streamMultipart(req: FastifyRequest, tempRoot: string, rules: Record<string, StreamedFileRule>): Promise<StreamedForm> {
  if (!req.isMultipart()) throw badRequest('The request must be multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Record<string, StreamedFile> = {};
  const temps: string[] = [];
  const cleanup = async () => {
    await Promise.all(temps.map((file) => fs.promises.rm(file, { force: true })));
  };
  const maxBytes = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: Object.keys(rules).length, fields: 100 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume(); // drain it, then refuse
        throw fieldError(part.fieldname, 'isUnknownFile', `${part.fieldname} is not an accepted file field`);
      }
      if (files[part.fieldname]) {
        part.file.resume();
        throw fieldError(part.fieldname, 'isSingleFile', `${part.fieldname} must be one file`);
      }
      const tempPath = path.join(tempRoot, `${newId()}.upload`);
      temps.push(tempPath);
      const capture = headCapture();
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          // this field's own limit may be below the form's largest one
          if (size > rule.maxBytes) return done(fileTooLarge(part.fieldname, rule.maxBytes));
          done(null, chunk);
        },
      });
      try {
        await pipeline(part.file, capture.stream, counter, fs.createWriteStream(tempPath));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(part.fieldname, rule.maxBytes);
        throw error;
      }
      if (part.file.truncated) throw fileTooLarge(part.fieldname, rule.maxBytes);
      if (size === 0) throw fieldError(part.fieldname, 'isNotEmpty', `${part.fieldname} file is empty`);
      const mimeType = sniffUploadType(capture.head());
      if (!mimeType || !rule.types.includes(mimeType)) throw fieldError(part.fieldname, 'isFileType', `${part.fieldname} must be ${rule.typesText}`);
      // a picture over the pixel limit is refused from its header, before anything decodes it
      if (mimeType.startsWith('image/')) await checkImageSize(tempPath, part.fieldname);
      files[part.fieldname] = { fieldname: part.fieldname, filename: safeFileName(part.filename), tempPath, size, mimeType };
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  const missing = Object.entries(rules)
    .filter(([name, rule]) => rule.required && !files[name])
    .map(([name]): ValidationItem => ({ property: name, constraints: { isNotEmpty: `${name} file is required` } }));
  return { fields, files, missing, cleanup };
}

export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const VIDEO_TYPES_TEXT = 'a video (MP4, WebM or MOV)';
export const IMAGE_TYPES_TEXT = 'an image (PNG, JPEG, GIF or WebP)';
export const TEXT_TYPE = 'text/plain';
