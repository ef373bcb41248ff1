import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Gender, StreamingStatus, UpdatePerformerRequest } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import { notFound, validationError } from '../../core/errors';
import { listQuerySchema, ok, paged, sortDirection, type ListQueryString } from '../../core/http';
import { PATTERNS } from '../../core/validation';
import { dateSchema, emailSchema, GENDERS, nameSchema, usernameSchema } from '../auth/auth.schemas';
import { sendVerificationEmail } from '../auth/auth.mails';
import { assertAvailable, rethrowUniqueViolation } from '../auth/auth.service';
import { categoryLookup, findCategory, unknownCategoryIds } from '../categories/categories.repository';
import { uploadAvatar } from '../uploads/avatar';
import { toPerformer, toPerformerDetails, toPerformerSelf, type PerformerRow } from './performers.mapper';
import { findPerformer, searchPerformers } from './performers.repository';
import { favouriteIdsAmong } from '../favourites/favourites.repository';

const timeOrEmpty = { type: 'string', anyOf: [{ pattern: PATTERNS.time }, { maxLength: 0 }] };
const daySchema = {
  type: 'object',
  required: ['closed'],
  properties: { start: timeOrEmpty, end: timeOrEmpty, closed: { type: 'boolean' } },
};
const stringList = (maxItems: number) => ({ type: 'array', maxItems, items: { type: 'string', maxLength: 60 } });

const updatePerformerSchema = {
  type: 'object',
  properties: {
    name: nameSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    phone: { type: 'string', maxLength: 40 },
    gender: { type: 'string', enum: GENDERS },
    country: { type: 'string', maxLength: 100 },
    city: { type: 'string', maxLength: 100 },
    aboutMe: { type: 'string', maxLength: 2000 },
    bio: { type: 'string', maxLength: 5000 },
    languages: stringList(20),
    tags: stringList(30),
    categoryIds: { type: 'array', maxItems: 20, items: { type: 'string', pattern: PATTERNS.objectId } },
    schedule: {
      type: 'object',
      properties: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, daySchema])),
    },
    timezone: { type: 'string', maxLength: 60 },
    height: { type: 'string', maxLength: 30 },
    weight: { type: 'string', maxLength: 30 },
    eyes: { type: 'string', maxLength: 30 },
    hair: { type: 'string', maxLength: 30 },
    ethnicity: { type: 'string', maxLength: 30 },
    streamingTitle: { type: 'string', maxLength: 200 },
    dateOfBirth: { anyOf: [dateSchema, { type: 'null' }] },
    socials: { type: 'object', additionalProperties: { type: 'string', maxLength: 300 } },
  },
};

// field -> [column, how the value is bound]
const COLUMN_OF: Record<string, [string, 'text' | 'array' | 'json' | 'date']> = {
  name: ['name', 'text'],
  firstName: ['first_name', 'text'],
  lastName: ['last_name', 'text'],
  username: ['username', 'text'],
  email: ['email', 'text'],
  phone: ['phone', 'text'],
  gender: ['gender', 'text'],
  country: ['country', 'text'],
  city: ['city', 'text'],
  aboutMe: ['about_me', 'text'],
  bio: ['bio', 'text'],
  languages: ['languages', 'array'],
  tags: ['tags', 'array'],
  categoryIds: ['category_ids', 'array'],
  schedule: ['schedule', 'json'],
  timezone: ['timezone', 'text'],
  height: ['height', 'text'],
  weight: ['weight', 'text'],
  eyes: ['eyes', 'text'],
  hair: ['hair', 'text'],
  ethnicity: ['ethnicity', 'text'],
  streamingTitle: ['streaming_title', 'text'],
  dateOfBirth: ['date_of_birth', 'date'],
  socials: ['socials', 'json'],
};

interface SearchQuery extends ListQueryString {
  gender?: Gender;
  category?: string;
  status?: StreamingStatus | 'live';
}

export async function performerRoutes(app: FastifyInstance) {
  // isFavorite is per caller: only a signed-in member has favourites.
  const callerFavourites = (auth: FastifyRequest['auth'], ids: string[]) =>
    auth?.source === 'user' ? favouriteIdsAmong(app.ctx.db, auth.sourceId, ids) : Promise.resolve(new Set<string>());
  const { ctx } = app;
  const loadSelf = async (id: string) => {
    const { rows } = await ctx.db.query<PerformerRow>('SELECT * FROM performers WHERE id = $1', [id]);
    if (!rows[0]) throw notFound('Performer not found');
    return rows[0];
  };

  app.get('/performers/me', { preHandler: guard('performer'), schema: { tags: ['performers'], summary: 'The signed-in performer' } }, async (req) =>
    ok(toPerformerSelf(await loadSelf(req.auth!.sourceId), await categoryLookup(ctx.db), ctx.storage)),
  );

  app.put<{ Body: UpdatePerformerRequest & Record<string, unknown> }>(
    '/performers',
    { preHandler: guard('performer'), schema: { tags: ['performers'], summary: "Update the signed-in performer's profile", body: updatePerformerSchema } },
    async (req) => {
      const id = req.auth!.sourceId;
      const before = await loadSelf(id);
      const body = req.body;
      if (typeof body.email === 'string') body.email = body.email.trim();
      const changes = {
        username: body.username && body.username !== before.username ? body.username : undefined,
        email: body.email && body.email.toLowerCase() !== before.email.toLowerCase() ? body.email : undefined,
      };
      await assertAvailable(ctx.db, 'performer', changes, id);
      if (body.categoryIds) {
        const unknown = await unknownCategoryIds(ctx.db, body.categoryIds);
        if (unknown.length) throw validationError([{ property: 'categoryIds', constraints: { exists: `Unknown category id: ${unknown.join(', ')}` } }]);
      }
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const [field, [column, kind]] of Object.entries(COLUMN_OF)) {
        const value = body[field];
        if (value === undefined) continue;
        if (kind === 'json') params.push(JSON.stringify(value));
        else if (kind === 'date') params.push(value ? String(value).slice(0, 10) : null);
        else params.push(value);
        sets.push(`${column} = $${params.length}${kind === 'json' ? '::jsonb' : kind === 'array' ? '::text[]' : ''}`);
      }
      if (changes.email) sets.push('email_verified = false');
      if (sets.length) {
        await ctx.db
          .query(`UPDATE performers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params)
          .catch((error) => rethrowUniqueViolation(error, changes));
      }
      const after = await loadSelf(id);
      if (changes.email) await sendVerificationEmail(ctx, { source: 'performer', id, email: after.email, username: after.username });
      return ok(toPerformerSelf(after, await categoryLookup(ctx.db), ctx.storage));
    },
  );

  app.get<{ Querystring: SearchQuery }>(
    '/performers/search',
    {
      preHandler: optionalAuth,
      schema: {
        tags: ['performers'],
        summary: 'Active performers, paged {data, total} (limit default 500)',
        querystring: {
          type: 'object',
          properties: {
            ...listQuerySchema(500),
            gender: { type: 'string', enum: GENDERS },
            category: { type: 'string', maxLength: 100 },
            status: { type: 'string', enum: ['public', 'private', 'group', 'offline', 'live'] },
          },
        },
      },
    },
    async (req) => {
      const query = req.query;
      let categoryId: string | undefined;
      if (query.category) {
        const category = await findCategory(ctx.db, query.category);
        // an unknown category matches nobody rather than being ignored
        categoryId = category?._id ?? '000000000000000000000000';
      }
      const { rows, total } = await searchPerformers(ctx.db, {
        q: query.q,
        limit: query.limit,
        offset: query.offset,
        sortBy: query.sortBy,
        sort: sortDirection(query.sort),
        gender: query.gender,
        categoryId,
        status: query.status,
      });
      const [categories, favourites] = await Promise.all([categoryLookup(ctx.db), callerFavourites(req.auth, rows.map((r) => r.id))]);
      return ok(paged(rows.map((row) => ({ ...toPerformer(row, categories, ctx.storage), isFavorite: favourites.has(row.id) })), total));
    },
  );

  app.get<{ Params: { username: string } }>(
    '/performers/:username/view',
    {
      preHandler: optionalAuth,
      schema: {
        tags: ['performers'],
        summary: 'Public profile of a performer by username (or id)',
        params: { type: 'object', properties: { username: { type: 'string', minLength: 1, maxLength: 100 } } },
      },
    },
    async (req) => {
      const row = await findPerformer(ctx.db, req.params.username);
      if (!row || row.status !== 'active') throw notFound('Performer not found');
      const [categories, favourites] = await Promise.all([categoryLookup(ctx.db), callerFavourites(req.auth, [row.id])]);
      return ok({ ...toPerformerDetails(row, categories, ctx.storage), isFavorite: favourites.has(row.id) });
    },
  );

  app.post(
    '/performers/avatar/upload',
    {
      preHandler: guard('performer'),
      schema: { tags: ['performers'], summary: 'Upload the performer avatar (multipart field `avatar`)', consumes: ['multipart/form-data'] },
    },
    async (req) => ok(await uploadAvatar(ctx, req, { source: 'performer', id: req.auth!.sourceId })),
  );
}
