import type { FastifyInstance } from 'fastify';
import type { UpdateStudioRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { notFound } from '../../core/errors';
import { ok } from '../../core/http';
import { emailSchema, nameSchema, usernameSchema } from '../auth/auth.schemas';
import { sendVerificationEmail } from '../auth/auth.mails';
import { assertAvailable, rethrowUniqueViolation } from '../auth/auth.service';
import { STUDIO_SELECT, toStudio, type StudioRow } from './studios.mapper';

const updateStudioSchema = {
  type: 'object',
  properties: {
    name: { ...nameSchema, minLength: 1 },
    username: usernameSchema,
    email: emailSchema,
    phone: { type: 'string', maxLength: 40 },
    country: { type: 'string', maxLength: 100 },
    city: { type: 'string', maxLength: 100 },
    address: { type: 'string', maxLength: 300 },
    languages: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 60 } },
    timezone: { type: 'string', maxLength: 60 },
  },
};

const COLUMNS: Array<keyof UpdateStudioRequest> = ['name', 'username', 'email', 'phone', 'country', 'city', 'address', 'languages', 'timezone'];

export async function studioRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const loadStudio = async (id: string) => {
    const { rows } = await ctx.db.query<StudioRow>(`${STUDIO_SELECT} WHERE s.id = $1`, [id]);
    if (!rows[0]) throw notFound('Studio not found');
    return rows[0];
  };

  app.get('/studio/me', { preHandler: guard('studio'), schema: { tags: ['studio'], summary: 'The signed-in studio' } }, async (req) =>
    ok(toStudio(await loadStudio(req.auth!.sourceId), ctx.storage)),
  );

  app.put<{ Body: UpdateStudioRequest }>(
    '/studio/update',
    { preHandler: guard('studio'), schema: { tags: ['studio'], summary: "Update the signed-in studio's profile", body: updateStudioSchema } },
    async (req) => {
      const id = req.auth!.sourceId;
      const before = await loadStudio(id);
      const body = req.body;
      if (body.email) body.email = body.email.trim();
      const changes = {
        username: body.username && body.username !== before.username ? body.username : undefined,
        email: body.email && body.email.toLowerCase() !== before.email.toLowerCase() ? body.email : undefined,
      };
      await assertAvailable(ctx.db, 'studio', changes, id);
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const field of COLUMNS) {
        if (body[field] === undefined) continue;
        params.push(body[field]);
        sets.push(`${field} = $${params.length}${field === 'languages' ? '::text[]' : ''}`);
      }
      if (changes.email) sets.push('email_verified = false');
      if (sets.length) {
        await ctx.db
          .query(`UPDATE studios SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params)
          .catch((error) => rethrowUniqueViolation(error, changes));
      }
      const after = await loadStudio(id);
      if (changes.email) await sendVerificationEmail(ctx, { source: 'studio', id, email: after.email, username: after.username });
      return ok(toStudio(after, ctx.storage));
    },
  );
}
