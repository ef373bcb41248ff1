import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ObjectId } from '@platform/shared/contract';
import { resolveAuth } from '../../core/auth';
import { deliverFile } from '../../core/file-delivery';
import { forbiddenBecause, gone, notFound } from '../../core/errors';
import { viewerOf } from '../../core/signed-files';
import { isHiddenFile } from '../reports/reports.repository';
import { findPrivateFile } from './assets.repository';

const LinkQuery = Type.Object({
  viewer: Type.String({ maxLength: 100 }),
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ maxLength: 100 }),
  download: Type.Optional(Type.String({ maxLength: 1 })),
});

const binary = {
  description: 'The file (206 with Content-Range for a Range request)',
  content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
};

/** The one way to a protected file: a signed, expiring link made for one member (or `public` for free content). */
export const protectedFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/files/protected/:fileId', // signedFiles.routePath, the prefix of the links it signs
    {
      schema: {
        tags: ['media'],
        summary: 'A bought video, full-size photo or digital product through its signed link (Range requests answer 206)',
        params: Type.Object({ fileId: ObjectId }),
        querystring: LinkQuery,
        response: { 200: binary, 206: binary },
      },
    },
    async (req, reply) => {
      // the session (cookie or header) must be the member the link was made for
      const caller = viewerOf(await resolveAuth(req));
      const check = ctx.signedFiles.check(req.params.fileId, req.query, caller);
      if (check === 'expired') throw forbiddenBecause('This link has expired. Open the content again to get a new one.');
      if (check === 'bad-signature') throw forbiddenBecause('This link is not valid.');
      if (check === 'other-viewer') throw forbiddenBecause('This link was made for another account.');
      const file = await findPrivateFile(ctx.db, req.params.fileId);
      if (!file) throw notFound('File not found');
      // content an admin hid: links made before stop working too
      if (await isHiddenFile(ctx.db, req.params.fileId)) throw gone('This content was removed by the moderators.');
      return deliverFile(
        req,
        reply,
        { absolutePath: ctx.storage.absolutePath(file.path, 'private'), mimeType: file.mime_type, originalName: file.original_name },
        { download: req.query.download === '1' },
      );
    },
  );
};
