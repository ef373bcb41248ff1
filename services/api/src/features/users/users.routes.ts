import type { FastifyInstance } from 'fastify';
import type { UpdateUserRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import { ok } from '../../core/http';
import { PATTERNS } from '../../core/validation';
import { dateSchema, emailSchema, GENDERS, nameSchema, usernameSchema } from '../auth/auth.schemas';
import { assertAvailable, rethrowUniqueViolation } from '../auth/auth.service';
import { sendVerificationEmail } from '../auth/auth.mails';
import { uploadAvatar } from '../uploads/avatar';
import { toUser, USER_COLUMNS, type UserRow } from './users.mapper';

const updateUserSchema = {
  type: 'object',
  properties: {
    firstName: nameSchema,
    lastName: nameSchema,
    displayName: nameSchema,
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    phone: { type: 'string', maxLength: 40 },
    gender: { type: 'string', enum: GENDERS },
    country: { type: 'string', maxLength: 100 },
    city: { type: 'string', maxLength: 100 },
    dateOfBirth: { anyOf: [dateSchema, { type: 'null' }] },
  },
};

const COLUMN_OF: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  country: 'country',
  city: 'city',
  dateOfBirth: 'date_of_birth',
};

export async function userRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const loadUser = async (id: string) => {
    const { rows } = await ctx.db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    if (!rows[0]) throw notFound('User not found');
    return rows[0];
  };

  app.get('/users/me', { preHandler: guard('user'), schema: { tags: ['users'], summary: 'The signed-in member' } }, async (req) =>
    ok(toUser(await loadUser(req.auth!.sourceId), ctx.storage)),
  );

  app.put<{ Body: UpdateUserRequest & { name?: string } }>(
    '/users',
    { preHandler: guard('user'), schema: { tags: ['users'], summary: "Update the signed-in member's profile", body: updateUserSchema } },
    async (req) => {
      const id = req.auth!.sourceId;
      const before = await loadUser(id);
      const body = { ...req.body };
      if (body.name !== undefined && body.displayName === undefined) body.displayName = body.name;
      if (body.email) body.email = body.email.trim();
      const changes = { username: body.username !== before.username ? body.username : undefined, email: body.email && body.email.toLowerCase() !== before.email.toLowerCase() ? body.email : undefined };
      await assertAvailable(ctx.db, 'user', changes, id);
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const [field, column] of Object.entries(COLUMN_OF)) {
        const value = body[field as keyof UpdateUserRequest];
        if (value === undefined) continue;
        params.push(field === 'dateOfBirth' && value ? String(value).slice(0, 10) : value);
        sets.push(`${column} = $${params.length}`);
      }
      if (changes.email) sets.push('email_verified = false'); // a new address must be confirmed again
      if (sets.length) {
        await ctx.db
          .query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params)
          .catch((error) => rethrowUniqueViolation(error, changes));
      }
      const after = await loadUser(id);
      if (changes.email) await sendVerificationEmail(ctx, { source: 'user', id, email: after.email, username: after.username });
      return ok(toUser(after, ctx.storage));
    },
  );

  app.post(
    '/users/avatar/upload',
    { preHandler: guard('user'), schema: { tags: ['users'], summary: 'Upload the member avatar (multipart field `avatar`)', consumes: ['multipart/form-data'] } },
    async (req) => ok(await uploadAvatar(ctx, req, { source: 'user', id: req.auth!.sourceId })),
  );

  app.post<{ Params: { id: string } }>(
    '/users/:id/avatar/upload',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['users'],
        summary: "Upload a member's avatar (the member themself or an admin)",
        consumes: ['multipart/form-data'],
        params: { type: 'object', properties: { id: { type: 'string', pattern: PATTERNS.objectId } } },
      },
    },
    async (req) => {
      const auth = req.auth!;
      if (!auth.isAdmin && auth.sourceId !== req.params.id) throw forbidden();
      await loadUser(req.params.id);
      return ok(await uploadAvatar(ctx, req, { source: 'user', id: req.params.id }));
    },
  );
}
