import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ObjectId, UpdateUserRequest, UploadedFileResponse, User } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { assertAvailable, rethrowUniqueViolation } from '../auth/auth.service';
import { sendVerificationEmail } from '../auth/auth.mails';
import { uploadAvatar } from '../uploads/avatar';
import { toUser } from './users.mapper';
import { findUserById, updateUserProfile } from './users.repository';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['users'];
  const loadUser = async (id: string) => {
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound('User not found');
    return user;
  };

  app.get('/users/me', { preHandler: guard('user'), schema: { tags, summary: 'The signed-in member', response: okResponse(User) } }, async (req) =>
    ok(toUser(await loadUser(req.auth!.sourceId), ctx.storage)),
  );

  app.put(
    '/users',
    {
      preHandler: guard('user'),
      schema: { tags, summary: "Update the signed-in member's profile", body: UpdateUserRequest, response: okResponse(User) },
    },
    async (req) => {
      const id = req.auth!.sourceId;
      const before = await loadUser(id);
      const body = { ...req.body };
      if (body.name !== undefined && body.displayName === undefined) body.displayName = body.name;
      if (body.email) body.email = body.email.trim();
      const changes = {
        username: body.username !== before.username ? body.username : undefined,
        email: body.email && body.email.toLowerCase() !== before.email.toLowerCase() ? body.email : undefined,
      };
      await assertAvailable(ctx.db, 'user', changes, id);
      await updateUserProfile(ctx.db, id, body, { emailChanged: !!changes.email }).catch((error) => rethrowUniqueViolation(error, changes));
      const after = await loadUser(id);
      if (changes.email) await sendVerificationEmail(ctx, { source: 'user', id, email: after.email, username: after.username });
      return ok(toUser(after, ctx.storage));
    },
  );

  app.post(
    '/users/avatar/upload',
    {
      preHandler: guard('user'),
      schema: {
        tags,
        summary: 'Upload the member avatar (multipart field `avatar`)',
        consumes: ['multipart/form-data'],
        response: okResponse(UploadedFileResponse),
      },
    },
    async (req) => ok(await uploadAvatar(ctx, req, { source: 'user', id: req.auth!.sourceId })),
  );

  app.post(
    '/users/:id/avatar/upload',
    {
      preHandler: guard('user'),
      schema: {
        tags,
        summary: "Upload a member's avatar (the member themself or an admin)",
        consumes: ['multipart/form-data'],
        params: Type.Object({ id: ObjectId }),
        response: okResponse(UploadedFileResponse),
      },
    },
    async (req) => {
      const auth = req.auth!;
      if (!auth.isAdmin && auth.sourceId !== req.params.id) throw forbidden();
      await loadUser(req.params.id);
      return ok(await uploadAvatar(ctx, req, { source: 'user', id: req.params.id }));
    },
  );
};
