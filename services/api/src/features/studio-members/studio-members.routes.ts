import type { FastifyInstance } from 'fastify';
import type { CreateStudioMemberRequest, StudioMemberStatus, UpdateMemberCommissionRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { notFound } from '../../core/errors';
import { listQuerySchema, ok, paged, sortDirection } from '../../core/http';
import { hashPassword } from '../../core/passwords';
import { PATTERNS } from '../../core/validation';
import { newId } from '../../db/ids';
import { sendVerificationEmail } from '../auth/auth.mails';
import { emailSchema, GENDERS, nameSchema, passwordSchema, usernameSchema } from '../auth/auth.schemas';
import { assertAvailable, rethrowUniqueViolation } from '../auth/auth.service';
import { categoryLookup } from '../categories/categories.repository';
import { toStudioMember } from './studio-members.mapper';
import { findMember, searchMembers, setMemberCommission, setMemberStatus, studioStats } from './studio-members.repository';

const STATUSES: StudioMemberStatus[] = ['active', 'inactive'];

interface MemberQuery {
  q?: string;
  status?: StudioMemberStatus;
  limit: number;
  offset: number;
  sortBy?: string;
  sort?: string;
}

const memberQuerySchema = {
  type: 'object',
  properties: { ...listQuerySchema(20, 200), status: { type: 'string', enum: STATUSES } },
};
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: PATTERNS.objectId } } };

const createMemberSchema = {
  type: 'object',
  required: ['username', 'email', 'password', 'name'],
  properties: {
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    name: { ...nameSchema, minLength: 1 },
    firstName: nameSchema,
    lastName: nameSchema,
    gender: { type: 'string', enum: GENDERS, default: 'female' },
    country: { type: 'string', maxLength: 100 },
  },
};

export async function studioMemberRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const studio = guard('studio');

  const loadMember = async (studioId: string, id: string) => {
    const row = await findMember(ctx.db, studioId, id);
    if (!row) throw notFound('Member not found');
    return toStudioMember(row, await categoryLookup(ctx.db), ctx.storage);
  };

  const listMembers = async (studioId: string, query: MemberQuery) => {
    const { rows, total } = await searchMembers(ctx.db, { ...query, studioId, sort: sortDirection(query.sort) });
    const categories = await categoryLookup(ctx.db);
    return ok(paged(rows.map((row) => toStudioMember(row, categories, ctx.storage)), total));
  };

  app.get<{ Querystring: MemberQuery }>(
    '/studio/members',
    { preHandler: studio, schema: { tags: ['studio'], summary: "The studio's performers, paged (q, status active|inactive)", querystring: memberQuerySchema } },
    async (req) => listMembers(req.auth!.sourceId, req.query),
  );

  app.post<{ Body: CreateStudioMemberRequest }>(
    '/studio/members',
    { preHandler: studio, schema: { tags: ['studio'], summary: 'Create a performer account owned by the studio', body: createMemberSchema } },
    async (req) => {
      const studioId = req.auth!.sourceId;
      const body = req.body;
      const values = { username: body.username, email: body.email.trim() };
      await assertAvailable(ctx.db, 'performer', values);
      const name = body.name.trim();
      const [first, ...rest] = name.split(/\s+/);
      const id = newId();
      await ctx.db
        .query(
          `INSERT INTO performers (id, username, email, password_hash, name, first_name, last_name, gender, country, studio_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [id, body.username, values.email, await hashPassword(body.password), name, body.firstName ?? first, body.lastName ?? rest.join(' '),
            body.gender, body.country ?? '', studioId],
        )
        .catch((error) => rethrowUniqueViolation(error, values));
      await sendVerificationEmail(ctx, { source: 'performer', id, email: values.email, username: body.username });
      return ok(await loadMember(studioId, id));
    },
  );

  app.post<{ Params: { id: string; status: StudioMemberStatus } }>(
    '/studio/members/:id/:status',
    {
      preHandler: studio,
      schema: {
        tags: ['studio'],
        summary: 'Activate or deactivate one of the studio members',
        params: { type: 'object', required: ['id', 'status'], properties: { ...idParams.properties, status: { type: 'string', enum: STATUSES } } },
      },
    },
    async (req) => {
      const studioId = req.auth!.sourceId;
      if (!(await setMemberStatus(ctx.db, studioId, req.params.id, req.params.status))) throw notFound('Member not found');
      return ok(await loadMember(studioId, req.params.id));
    },
  );

  app.get<{ Querystring: MemberQuery }>(
    '/studio/commission',
    { preHandler: studio, schema: { tags: ['studio'], summary: 'The studio members with their commission, paged', querystring: memberQuerySchema } },
    async (req) => listMembers(req.auth!.sourceId, req.query),
  );

  app.put<{ Params: { id: string }; Body: UpdateMemberCommissionRequest }>(
    '/studio/commission/member/:id',
    {
      preHandler: studio,
      schema: {
        tags: ['studio'],
        summary: "Set the studio's commission (percent, 0–100) on one member's earnings",
        params: idParams,
        body: { type: 'object', required: ['commission'], properties: { commission: { type: 'integer', minimum: 0, maximum: 100 } } },
      },
    },
    async (req) => {
      const studioId = req.auth!.sourceId;
      if (!(await setMemberCommission(ctx.db, studioId, req.params.id, req.body.commission))) throw notFound('Member not found');
      return ok(await loadMember(studioId, req.params.id));
    },
  );

  app.get('/studio/stats', { preHandler: studio, schema: { tags: ['studio'], summary: 'Member counts and tokens earned' } }, async (req) =>
    ok(await studioStats(ctx.db, req.auth!.sourceId)),
  );
}
