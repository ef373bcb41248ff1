import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Message, PrivateFileFields, StringEnum } from '@platform/shared/contract';
import { resolveAuth } from '../../core/auth';
import { deliverFile } from '../../core/file-delivery';
import { forbiddenBecause, notFound } from '../../core/errors';
import { requestCountry } from '../../core/geo';
import { viewerOf } from '../../core/signed-files';
import { validateFormFields } from '../../core/form-fields';
import { ok, okResponse } from '../../core/http';
import { streamMultipart, TEXT_TYPE } from '../../core/upload-stream';
import { IdParams } from '../conversations/conversations.routes';
import { callerRef, participantConversation } from '../conversations/conversations.service';
import { guardSender } from '../conversations/messaging-policy';
import { filePreviewText, MESSAGE_FILE_FIELD, messageFileRule, prepareMessageFile, storeMessageFile } from './message-files';
import { findMessage } from './messages.repository';
import { MESSAGE_FILE_ROUTE, messageLinkSubject } from './messages.service';
import { assertMayWriteIn, sendPrivateMessage } from './private-messages.service';

const FileQuery = Type.Object({
  /** The signed link's account (`user:{id}` / `performer:{id}` / `studio:{id}`), expiry (Unix seconds) and signature. */
  viewer: Type.String({ maxLength: 100 }),
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ maxLength: 100 }),
  /** `thumb`: the WebP preview of a photo message. */
  size: Type.Optional(StringEnum(['thumb', 'full'])),
  /** `1`: `Content-Disposition: attachment` with the original name. */
  download: Type.Optional(StringEnum(['0', '1'])),
});

const binary = {
  description: 'The file (206 with Content-Range for a Range request)',
  content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
};

// A text file is shown as text only, never run: a sandbox with nothing allowed, whatever the browser makes of it.
const TEXT_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const messageFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/messages/private/file',
    {
      preHandler: guardSender,
      schema: {
        tags: ['messaging'],
        summary:
          'Send a file to a private conversation (multipart: conversationId, optional text caption, file): an image (JPEG, PNG, WebP, GIF) ' +
          'becomes a photo message with a WebP preview, a PDF, text or ZIP file a file message; 400 for other types, 413 above MESSAGE_FILE_MAX_BYTES',
        consumes: ['multipart/form-data'],
        response: okResponse(Message),
      },
    },
    async (req) => {
      const me = callerRef(req.auth!);
      const form = await streamMultipart(req, ctx.storage.tempRoot, { [MESSAGE_FILE_FIELD]: messageFileRule(ctx.config.messageFileMaxBytes) });
      try {
        const fields = validateFormFields(req, PrivateFileFields, form.fields, form.missing);
        const conversation = await participantConversation(ctx.db, fields.conversationId, me);
        await assertMayWriteIn(ctx.db, me, conversation, requestCountry(req));
        const prepared = await prepareMessageFile(ctx.storage, form.files[MESSAGE_FILE_FIELD]);
        try {
          const caption = fields.text?.trim() ?? '';
          const message = await sendPrivateMessage(ctx, conversation, me, async (tx, messageId) => ({
            type: prepared.type,
            text: caption,
            preview: caption || filePreviewText(prepared),
            ...(await storeMessageFile(ctx.storage, tx, prepared, messageId, me)),
          }));
          return ok(message);
        } finally {
          await prepared.cleanup();
        }
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    MESSAGE_FILE_ROUTE,
    {
      schema: {
        tags: ['messaging'],
        summary:
          "A message's file through the signed link the message carries (made for one of the conversation's two parties, expiring " +
          'like content links), opened by that account only (bearer token or the session cookie; 403 otherwise, 404 once deleted): ' +
          '&size=thumb for the WebP preview of a photo, &download=1 to download it under its name; Range requests answer 206',
        params: IdParams,
        querystring: FileQuery,
        response: { 200: binary, 206: binary },
      },
    },
    async (req, reply) => {
      const auth = await resolveAuth(req);
      if (!auth) throw forbiddenBecause('Sign in to see the files of your conversations.');
      const check = ctx.signedFiles.check(messageLinkSubject(req.params.id), req.query, viewerOf(auth));
      if (check === 'expired') throw forbiddenBecause('This link has expired. Open the conversation again to get a new one.');
      if (check === 'bad-signature') throw forbiddenBecause('This link is not valid.');
      if (check === 'other-viewer') throw forbiddenBecause('This link was made for another account.');
      const row = await findMessage(ctx.db, req.params.id);
      if (!row) throw notFound('Message not found');
      await participantConversation(ctx.db, row.conversation_id, callerRef(auth));
      if (row.is_deleted) throw notFound('This message was deleted');
      const thumbnail = req.query.size === 'thumb';
      const relativePath = thumbnail ? row.thumbnail_path : row.file_path;
      if (!relativePath || !row.file_visibility) throw notFound('File not found');
      const mimeType = thumbnail ? 'image/webp' : (row.file_mime_type ?? 'application/octet-stream');
      if (mimeType === TEXT_TYPE) reply.header('Content-Security-Policy', TEXT_FILE_POLICY);
      return deliverFile(
        req,
        reply,
        {
          absolutePath: ctx.storage.absolutePath(relativePath, thumbnail ? 'private' : row.file_visibility),
          mimeType: mimeType === TEXT_TYPE ? `${TEXT_TYPE}; charset=utf-8` : mimeType,
          originalName: thumbnail ? `${(row.file_name ?? 'photo').replace(/\.[^.]*$/, '')}.webp` : (row.file_name ?? ''),
        },
        { download: req.query.download === '1' },
      );
    },
  );
};
