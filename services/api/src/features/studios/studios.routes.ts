import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Studio, UpdateStudioRequest } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { sendVerificationEmail } from '../verification/email-verification.mails';
import { assertAvailable, rethrowUniqueViolation, withUsername } from '../accounts/account-names';
import { toStudio } from './studios.mapper';
import { findStudioById, updateStudioProfile } from './studios.repository';

export const studioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['studio'];
  const loadStudio = async (id: string) => {
    const studio = await findStudioById(ctx.db, id);
    if (!studio) throw notFound('Studio not found');
    return studio;
  };

  app.get('/studio/me', guarded('studio', { tags, summary: 'The signed-in studio', response: okResponse(Studio) }), async (req) =>
    ok(toStudio(await loadStudio(req.auth!.sourceId), ctx.storage)),
  );

  app.put(
    '/studio/update',
    guarded('studio', { tags, summary: "Update the signed-in studio's profile", body: UpdateStudioRequest, response: okResponse(Studio) }),
    async (req) => {
      const id = req.auth!.sourceId;
      const before = await loadStudio(id);
      const body = { ...req.body };
      if (body.email) body.email = body.email.trim();
      const changes = {
        username: body.username && body.username !== before.username ? body.username : undefined,
        email: body.email && body.email.toLowerCase() !== before.email.toLowerCase() ? body.email : undefined,
      };
      await assertAvailable(ctx.db, 'studio', changes, id);
      await withUsername(ctx.db, 'studio', id, changes.username, (tx) => updateStudioProfile(tx, id, body, { emailChanged: !!changes.email })).catch(
        (error) => rethrowUniqueViolation(error, changes),
      );
      const after = await loadStudio(id);
      if (changes.email) await sendVerificationEmail(ctx, { source: 'studio', id, email: after.email, username: after.username });
      return ok(toStudio(after, ctx.storage));
    },
  );
};
