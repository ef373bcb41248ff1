import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateStudioMemberRequest,
  ObjectId,
  StudioMember,
  StudioMemberStatus,
  StudioStats,
  UpdateMemberCommissionRequest,
} from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { notFound } from '../../core/errors';
import { listQuery, ok, okResponse, paged, pagedResponse } from '../../core/http';
import { hashPassword } from '../../core/passwords';
import { newId } from '../../db/ids';
import { sendVerificationEmail } from '../verification/email-verification.mails';
import { assertAvailable, rethrowUniqueViolation, withUsername } from '../accounts/account-names';
import { categoryLookup } from '../categories/categories.repository';
import { toStudioMember } from './studio-members.mapper';
import {
  findMember,
  insertStudioMember,
  MEMBER_SORT_BY,
  searchMembers,
  setMemberCommission,
  setMemberStatus,
  studioStats,
  type MemberSearch,
} from './studio-members.repository';

const MemberQuery = listQuery({ defaultLimit: 20, maxLimit: 200, sortBy: MEMBER_SORT_BY }, { status: Type.Optional(StudioMemberStatus) });
const IdParams = Type.Object({ id: ObjectId });
const MemberStatusParams = Type.Object({ id: ObjectId, status: StudioMemberStatus });

export const studioMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const studio = guard('studio');

  const loadMember = async (studioId: string, id: string) => {
    const row = await findMember(ctx.db, studioId, id);
    if (!row) throw notFound('Member not found');
    return toStudioMember(row, await categoryLookup(ctx.db), ctx.storage);
  };

  const listMembers = async (search: MemberSearch) => {
    const { rows, total } = await searchMembers(ctx.db, search);
    const categories = await categoryLookup(ctx.db);
    return ok(
      paged(
        rows.map((row) => toStudioMember(row, categories, ctx.storage)),
        total,
      ),
    );
  };

  app.get(
    '/studio/members',
    {
      preHandler: studio,
      schema: {
        tags: ['studio'],
        summary: "The studio's performers, paged (q, status active|inactive)",
        querystring: MemberQuery,
        response: pagedResponse(StudioMember),
      },
    },
    async (req) => listMembers({ ...req.query, studioId: req.auth!.sourceId }),
  );

  app.post(
    '/studio/members',
    {
      preHandler: studio,
      schema: {
        tags: ['studio'],
        summary: 'Create a performer account owned by the studio',
        body: CreateStudioMemberRequest,
        response: okResponse(StudioMember),
      },
    },
    async (req) => {
      const studioId = req.auth!.sourceId;
      const body = req.body;
      const values = { username: body.username, email: body.email.trim() };
      await assertAvailable(ctx.db, 'performer', values);
      const name = body.name.trim();
      const [first, ...rest] = name.split(/\s+/);
      const id = newId();
      const passwordHash = await hashPassword(body.password);
      await withUsername(ctx.db, 'performer', id, body.username, (tx) =>
        insertStudioMember(tx, {
          id,
          studioId,
          username: body.username,
          email: values.email,
          passwordHash,
          name,
          firstName: body.firstName ?? first,
          lastName: body.lastName ?? rest.join(' '),
          // the schema's default fills it in
          gender: body.gender ?? 'female',
          country: body.country ?? '',
        }),
      ).catch((error) => rethrowUniqueViolation(error, values));
      await sendVerificationEmail(ctx, { source: 'performer', id, email: values.email, username: body.username });
      return ok(await loadMember(studioId, id));
    },
  );

  app.post(
    '/studio/members/:id/:status',
    {
      preHandler: studio,
      schema: {
        tags: ['studio'],
        summary: 'Activate or deactivate one of the studio members',
        params: MemberStatusParams,
        response: okResponse(StudioMember),
      },
    },
    async (req) => {
      const studioId = req.auth!.sourceId;
      if (!(await setMemberStatus(ctx.db, studioId, req.params.id, req.params.status))) throw notFound('Member not found');
      return ok(await loadMember(studioId, req.params.id));
    },
  );

  app.get(
    '/studio/commission',
    {
      preHandler: studio,
      schema: {
        tags: ['studio'],
        summary: 'The studio members with their commission, paged',
        querystring: MemberQuery,
        response: pagedResponse(StudioMember),
      },
    },
    async (req) => listMembers({ ...req.query, studioId: req.auth!.sourceId }),
  );

  app.put(
    '/studio/commission/member/:id',
    {
      preHandler: studio,
      schema: {
        tags: ['studio'],
        summary: "Set the studio's commission (percent, 0–100) on one member's earnings",
        params: IdParams,
        body: UpdateMemberCommissionRequest,
        response: okResponse(StudioMember),
      },
    },
    async (req) => {
      const studioId = req.auth!.sourceId;
      if (!(await setMemberCommission(ctx.db, studioId, req.params.id, req.body.commission))) throw notFound('Member not found');
      return ok(await loadMember(studioId, req.params.id));
    },
  );

  app.get(
    '/studio/stats',
    { preHandler: studio, schema: { tags: ['studio'], summary: 'Member counts and tokens earned', response: okResponse(StudioStats) } },
    async (req) => ok(await studioStats(ctx.db, req.auth!.sourceId)),
  );
};
