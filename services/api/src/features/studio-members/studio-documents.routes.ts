import type { FastifyInstance } from 'fastify';
import type { StudioDocument, StudioDocumentType } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { fieldError, validationError } from '../../core/errors';
import { ok } from '../../core/http';
import { readMultipart } from '../../core/multipart';
import { DOCUMENT_TYPES } from '../../core/storage';

const COLUMN: Record<StudioDocumentType, string> = {
  documentVerification: 'document_verification_id',
  idVerification: 'id_verification_id',
};
const KIND: Record<StudioDocumentType, string> = { documentVerification: 'document-verification', idVerification: 'id-verification' };

export async function studioDocumentRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post(
    '/studio/documents/upload',
    {
      preHandler: guard('studio'),
      schema: {
        tags: ['studio'],
        summary: 'Upload a verification document (multipart `file`; optional field `type` documentVerification|idVerification); stored privately',
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      const studioId = req.auth!.sourceId;
      const { fields, files, missing } = await readMultipart(req, {
        file: { required: true, maxBytes: ctx.config.documentMaxBytes, types: DOCUMENT_TYPES, typesText: 'an image (PNG, JPEG, GIF, WebP) or a PDF document' },
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
        await tx.query(`UPDATE studios SET ${COLUMN[type]} = $2, updated_at = now() WHERE id = $1`, [studioId, stored.id]);
        return stored;
      });
      const document: StudioDocument = { _id: saved.id, type, originalName: saved.originalName, mimeType: saved.mimeType, size: saved.size };
      return ok(document);
    },
  );
}
