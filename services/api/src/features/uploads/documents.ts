import type { FastifyRequest } from 'fastify';
import type { Role } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { fieldError, validationError } from '../../core/errors';
import { readMultipart } from '../../core/multipart';
import { DOCUMENT_TYPES } from '../../core/storage';
import type { Queryable } from '../../db/db';

/** A stored private document as its upload answers it (no URL: documents are never served). */
export interface SavedDocument<T extends string> {
  _id: string;
  type: T;
  originalName: string;
  mimeType: string;
  size: number;
}

/**
 * Reads a multipart document upload (`file`: an image or a PDF, at most DOCUMENT_MAX_BYTES; optional text field
 * `type`, one of `types`, else `defaultType`), stores it privately for the owner and lets `attach` point the
 * owner's profile at it in the same transaction. Used by studio and performer document uploads.
 */
export async function uploadPrivateDocument<T extends string>(
  ctx: AppContext,
  req: FastifyRequest,
  options: {
    owner: { source: Role; id: string };
    types: Record<T, string>;
    defaultType: T;
    attach: (tx: Queryable, type: T, fileId: string) => Promise<void>;
  },
): Promise<SavedDocument<T>> {
  const { fields, files, missing } = await readMultipart(req, {
    file: {
      required: true,
      maxBytes: ctx.config.documentMaxBytes,
      types: DOCUMENT_TYPES,
      typesText: 'an image (PNG, JPEG, GIF, WebP) or a PDF document',
    },
  });
  const rawType = fields.type ?? options.defaultType;
  if (typeof rawType !== 'string' || !Object.hasOwn(options.types, rawType)) {
    throw fieldError('type', 'isEnum', `type must be one of the following values: ${Object.keys(options.types).join(', ')}`);
  }
  if (missing.length) throw validationError(missing);
  const type = rawType as T;
  const file = files.file;
  const saved = await ctx.db.transaction(async (tx) => {
    const stored = await ctx.storage.save(tx, {
      buffer: file.buffer,
      mimeType: file.mimeType,
      originalName: file.filename,
      kind: options.types[type],
      visibility: 'private',
      owner: options.owner,
    });
    await options.attach(tx, type, stored.id);
    return stored;
  });
  return { _id: saved.id, type, originalName: saved.originalName, mimeType: saved.mimeType, size: saved.size };
}
