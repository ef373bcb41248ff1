import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import {
  LoginResponse,
  ObjectId,
  TwoFactorCodeRequest,
  TwoFactorConfirmRequest,
  TwoFactorEnrolment,
  TwoFactorEnrolRequest,
  TwoFactorRecoveryCodes,
  TwoFactorResetResponse,
  TwoFactorStatus,
  TwoFactorVerifyRequest,
} from '@platform/shared/contract';
import { guarded, optionalAuth } from '../../core/auth';
import type { AuthInfo } from '../../core/context';
import { badRequest, forbidden } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { setSessionCookie } from '../../core/session-cookie';
import { issueToken } from '../../core/sessions';
import { findCredentials } from '../accounts/accounts.repository';
import {
  confirmEnrolment,
  confirmEnrolmentChallenge,
  disableTwoFactor,
  enrolmentOwner,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startEnrolment,
  TooManyCodesError,
  twoFactorStatus,
  verifyChallenge,
  type TwoFactorOwner,
} from './two-factor.service';
import { recordAdminAction } from '../audit-log/audit-log';

/** A POST body the client may leave out (validated and typed as null then). */
const optionalBody = <T extends TObject>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });

const ownerOf = (auth: AuthInfo): TwoFactorOwner => ({ source: auth.source, accountId: auth.sourceId });

/** Runs a step that checks codes; a 429 for too many wrong codes carries Retry-After. */
async function checkingCodes<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof TooManyCodesError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['auth'];

  /** Signs the account in: the session token in the answer and in the HttpOnly cookie. */
  const signIn = async (req: FastifyRequest, reply: FastifyReply, owner: TwoFactorOwner, remember: boolean) => {
    const account = await findCredentials(ctx.db, owner.source, { id: owner.accountId });
    if (!account || account.status === 'inactive') throw badRequest('This account has been deactivated');
    const token = await issueToken(ctx, owner.source, owner.accountId, remember);
    setSessionCookie(req, reply, token);
    return token;
  };

  app.post(
    '/auth/two-factor/verify',
    {
      schema: {
        tags,
        summary: 'Second step of a sign-in: the challenge it answered and a code from the authenticator app (or a recovery code) → {token}',
        body: TwoFactorVerifyRequest,
        response: okResponse(LoginResponse),
      },
    },
    async (req, reply) => {
      const { remember, ...owner } = await checkingCodes(reply, () => verifyChallenge(ctx, req.body.challenge, req.body.code));
      return ok({ token: await signIn(req, reply, owner, remember) });
    },
  );

  app.get(
    '/auth/two-factor',
    guarded([], { tags, summary: "Whether the caller's account signs in with a second factor", response: okResponse(TwoFactorStatus) }),
    async (req) => ok(await twoFactorStatus(ctx, ownerOf(req.auth!), req.auth!.isAdmin)),
  );

  app.post(
    '/auth/two-factor/enrol',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in (signed in, or with an enrolment challenge): the secret, otpauth link and QR code, shown once',
        body: optionalBody(TwoFactorEnrolRequest),
        response: okResponse(TwoFactorEnrolment),
      },
    },
    async (req) => {
      const challenge = req.body?.challenge;
      const owner = challenge ? await enrolmentOwner(ctx, challenge) : req.auth ? ownerOf(req.auth) : null;
      if (!owner) throw forbidden();
      const account = await findCredentials(ctx.db, owner.source, { id: owner.accountId });
      if (!account) throw forbidden();
      return ok(await startEnrolment(ctx, { source: owner.source, accountId: owner.accountId }, account.username));
    },
  );

  app.post(
    '/auth/two-factor/confirm',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with the first code → ten recovery codes (shown once), and {token} with an enrolment challenge',
        body: TwoFactorConfirmRequest,
        response: okResponse(TwoFactorRecoveryCodes),
      },
    },
    async (req, reply) => {
      const { challenge, code } = req.body;
      if (challenge) {
        const done = await checkingCodes(reply, () => confirmEnrolmentChallenge(ctx, challenge, code));
        return ok({ recoveryCodes: done.recoveryCodes, token: await signIn(req, reply, done.owner, done.remember) });
      }
      if (!req.auth) throw forbidden();
      const owner = ownerOf(req.auth);
      return ok({ recoveryCodes: await checkingCodes(reply, () => confirmEnrolment(ctx, owner, code)) });
    },
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    guarded([], {
      tags,
      summary: 'Ten new recovery codes (the old ones stop working); needs a current code from the authenticator app',
      body: TwoFactorCodeRequest,
      response: okResponse(TwoFactorRecoveryCodes),
    }),
    async (req, reply) => ok({ recoveryCodes: await checkingCodes(reply, () => regenerateRecoveryCodes(ctx, ownerOf(req.auth!), req.body.code)) }),
  );

  app.post(
    '/auth/two-factor/disable',
    guarded([], {
      tags,
      summary: 'Turn two-factor sign-in off with a current code or a recovery code (the admin cannot)',
      body: TwoFactorCodeRequest,
      response: okResponse(Type.Boolean()),
    }),
    async (req, reply) => {
      await checkingCodes(reply, () => disableTwoFactor(ctx, ownerOf(req.auth!), req.body.code, req.auth!.isAdmin));
      return ok(true);
    },
  );

  app.post(
    '/admin/accounts/:id/two-factor/reset',
    guarded('admin', {
      tags: ['admin'],
      summary: "Admin: remove an account's second factor (a lost phone); it signs in with its password again (an admin enrols again)",
      params: Type.Object({ id: ObjectId }),
      response: okResponse(TwoFactorResetResponse),
    }),
    async (req) => {
      const reset = await ctx.db.transaction(async (tx) => {
        const removed = await resetTwoFactor(tx, req.params.id);
        await recordAdminAction(tx, req.auth!, {
          action: 'account.two-factor-reset',
          target: { type: 'account', id: req.params.id },
          before: { twoFactor: removed },
          after: { twoFactor: false },
        });
        return removed;
      });
      return ok({ reset });
    },
  );
};
