import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AccountStatus,
  MemberProfile,
  ObjectId,
  SuspendAccountRequest,
  SuspendAccountResponse,
  UpdateUserRequest,
  UploadedFileResponse,
  User,
} from '@platform/shared/contract';
import type { AuthInfo } from '../../core/context';
import { guarded } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import { listQuery, ok, okResponse, paged, pagedResponse } from '../../core/http';
import { assertAvailable, rethrowUniqueViolation, withUsername } from '../accounts/account-names';
import { suspendOwnAccount } from '../accounts/suspend-own-account';
import { sendVerificationEmail } from '../verification/email-verification.mails';
import { uploadAvatar } from '../uploads/avatar';
import { toMemberProfile, toUser } from './users.mapper';
import { findMemberInScope, findUserById, MEMBER_SORT_BY, searchMembers, updateUserProfile, type MemberScope } from './users.repository';

const MemberSearchQuery = listQuery({ defaultLimit: 20, maxLimit: 100, sortBy: MEMBER_SORT_BY }, { status: Type.Optional(AccountStatus) });

/** Admins see every member; a performer sees the members who interacted with her; nobody else lists members. */
const scopeOf = (auth: AuthInfo, status?: string): MemberScope => {
  if (auth.isAdmin) return { kind: 'all', status };
  if (auth.source === 'performer') return { kind: 'performer', performerId: auth.sourceId };
  throw forbidden();
};

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['users'];
  const loadUser = async (id: string) => {
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound('User not found');
    return user;
  };

  app.get('/users/me', guarded('user', { tags, summary: 'The signed-in member', response: okResponse(User) }), async (req) =>
    ok(toUser(await loadUser(req.auth!.sourceId), ctx.storage)),
  );

  app.put(
    '/users',
    guarded('user', { tags, summary: "Update the signed-in member's profile", body: UpdateUserRequest, response: okResponse(User) }),
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
      await withUsername(ctx.db, 'user', id, changes.username, (tx) => updateUserProfile(tx, id, body, { emailChanged: !!changes.email })).catch(
        (error) => rethrowUniqueViolation(error, changes),
      );
      const after = await loadUser(id);
      if (changes.email) await sendVerificationEmail(ctx, { source: 'user', id, email: after.email, username: after.username });
      return ok(toUser(after, ctx.storage));
    },
  );

  app.post(
    '/users/avatar/upload',
    guarded('user', {
      tags,
      summary: 'Upload the member avatar (multipart field `avatar`)',
      consumes: ['multipart/form-data'],
      response: okResponse(UploadedFileResponse),
    }),
    async (req) => ok(await uploadAvatar(ctx, req, { source: 'user', id: req.auth!.sourceId })),
  );

  app.post(
    '/users/:id/avatar/upload',
    guarded('user', {
      tags,
      summary: "Upload a member's avatar (the member themself or an admin)",
      consumes: ['multipart/form-data'],
      params: Type.Object({ id: ObjectId }),
      response: okResponse(UploadedFileResponse),
    }),
    async (req) => {
      const auth = req.auth!;
      if (!auth.isAdmin && auth.sourceId !== req.params.id) throw forbidden();
      await loadUser(req.params.id);
      return ok(await uploadAvatar(ctx, req, { source: 'user', id: req.params.id }));
    },
  );

  app.get(
    '/users/search',
    guarded([], {
      tags,
      summary:
        'Members, paged: admins see all (any status, e-mails included, `status` filter); a performer sees the active members who tipped, bought, messaged or were in her shows (no e-mails); others 403',
      querystring: MemberSearchQuery,
      response: pagedResponse(MemberProfile),
    }),
    async (req) => {
      const auth = req.auth!;
      const { status, ...params } = req.query;
      const { rows, total } = await searchMembers(ctx.db, scopeOf(auth, status), params);
      return ok(
        paged(
          rows.map((row) => toMemberProfile(row, ctx.storage, auth.isAdmin)),
          total,
        ),
      );
    },
  );

  app.get(
    '/users/view/:id',
    guarded([], {
      tags,
      summary:
        'A member: any for admins; himself; for a performer only a member who interacted with her (404 otherwise); e-mail for admins and himself only',
      params: Type.Object({ id: ObjectId }),
      response: okResponse(MemberProfile),
    }),
    async (req) => {
      const auth = req.auth!;
      const own = auth.source === 'user' && auth.sourceId === req.params.id;
      const row = own ? await findUserById(ctx.db, req.params.id) : await findMemberInScope(ctx.db, scopeOf(auth), req.params.id);
      if (!row) throw notFound('User not found');
      return ok(toMemberProfile(row, ctx.storage, auth.isAdmin || own));
    },
  );

  app.post(
    '/users/suspend-account',
    guarded('user', {
      tags,
      summary:
        'Suspend the own account (password required; 400 when wrong, nothing changes): every session ends, it cannot sign in and disappears from lists; balance and ledger stay',
      body: SuspendAccountRequest,
      response: okResponse(SuspendAccountResponse),
    }),
    async (req) => ok(await suspendOwnAccount(ctx, 'user', req.auth!.sourceId, req.body.password)),
  );
};
