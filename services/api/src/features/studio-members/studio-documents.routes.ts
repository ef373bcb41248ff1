import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StudioDocument, type StudioDocumentType } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { fieldError, validationError } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { readMultipart } from '../../core/multipart';
import { DOCUMENT_TYPES } from '../../core/storage';
import { setStudioDocument } from './studio-members.repository';

const COLUMN: Record<StudioDocumentType, 'document_verification_id' | 'id_verification_id'> = {
  documentVerification: 'document_verification_id',
  idVerification: 'id_verification_id',
};
const KIND: Record<StudioDocumentType, string> = { documentVerification: 'document-verification', idVerification: 'id-verification' };

export const studioDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/studio/documents/upload',
    {
      preHandler: guard('studio'),
      schema: {
        tags: ['studio'],
        summary: 'Upload a verification document (multipart `file`; optional field `type` documentVerification|idVerification); stored privately',
        consumes: ['multipart/form-data'],
        response: okResponse(StudioDocument),
      },
    },
    async (req) => {
      const studioId = req.auth!.sourceId;
      const { fields, files, missing } = await readMultipart(req, {
        file: {
          required: true,
          maxBytes: ctx.config.documentMaxBytes,
          types: DOCUMENT_TYPES,
          typesText: 'an image (PNG, JPEG, GIF, WebP) or a PDF document',
        },
      });
      const rawType = fields.type ?? 'documentVerification';
      if (typeof rawType !== 'string' || !Object.hasOwn(COLUMN, rawType)) {
        throw fieldError('type', 'isEnum', 'type must be one of the following values: documentVerification, idVerification');
      }
      if (missing.length) throw validationError(missing);
      const type = rawType as StudioDocumentType;
      const file = files.file;
      const saved = await ctx.db.transaction(async (tx) => {
        const stored = await ctx.storage.save(tx, {
          buffer: file.buffer,
          mimeType: file.mimeType,
          originalName: file.filename,
          kind: KIND[type],
          visibility: 'private',
          owner: { source: 'studio', id: studioId },
        });
        await setStudioDocument(tx, studioId, COLUMN[type], stored.id);
        return stored;
      });
      return ok({ _id: saved.id, type, originalName: saved.originalName, mimeType: saved.mimeType, size: saved.size });
    },
  );
};
