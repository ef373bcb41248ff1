import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StudioDocument, type StudioDocumentType } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { uploadPrivateDocument } from '../uploads/documents';
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
    guarded('studio', {
      tags: ['studio'],
      summary: 'Upload a verification document (multipart `file`; optional field `type` documentVerification|idVerification); stored privately',
      consumes: ['multipart/form-data'],
      response: okResponse(StudioDocument),
    }),
    async (req) => {
      const studioId = req.auth!.sourceId;
      return ok(
        await uploadPrivateDocument<StudioDocumentType>(ctx, req, {
          owner: { source: 'studio', id: studioId },
          types: KIND,
          defaultType: 'documentVerification',
          attach: (tx, type, fileId) => setStudioDocument(tx, studioId, COLUMN[type], fileId),
        }),
      );
    },
  );
};
