import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Nullable,
  ObjectId,
  Paged,
  VerificationApplicant,
  VerificationNotice,
  VerificationQueueQuery,
  VerificationRejectRequest,
  VerifiedRole,
} from '@platform/shared/contract';
import { adminOnly, guarded } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { findUnseenDecision, markDecisionSeen } from './verification.repository';
import { decideApplicant, verificationQueue } from './verification-review.service';

const ApplicantParams = Type.Object({ role: VerifiedRole, id: ObjectId });

/** The back office's verification queue, and the holder's side of a decision (the notice on the next visit). */
export const verificationReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/verification',
    adminOnly(
      'Admin: performers and studios that sent documents, by status (default pending, oldest first), each document a signed link for this admin',
      { querystring: VerificationQueueQuery, response: okResponse(Paged(VerificationApplicant)) },
    ),
    async (req) => ok(await verificationQueue(ctx, req.query, req.auth!)),
  );

  app.post(
    '/admin/verification/:role/:id/approve',
    adminOnly('Admin: approve the documents (a performer can go live at once); the holder gets an e-mail and a notice', {
      params: ApplicantParams,
      response: okResponse(VerificationApplicant),
    }),
    async (req) => ok(await decideApplicant(ctx, req.auth!, req.params.role, req.params.id, { approve: true })),
  );

  app.post(
    '/admin/verification/:role/:id/reject',
    adminOnly('Admin: reject the documents with a reason (the holder can send new ones); the holder gets an e-mail and a notice', {
      params: ApplicantParams,
      body: VerificationRejectRequest,
      response: okResponse(VerificationApplicant),
    }),
    async (req) => ok(await decideApplicant(ctx, req.auth!, req.params.role, req.params.id, { approve: false, reason: req.body.reason.trim() })),
  );

  app.get(
    '/verification/notice',
    guarded(['performer', 'studio'], {
      tags: ['verification'],
      summary: 'The verification decision the performer or studio has not seen yet (null when none)',
      response: okResponse(Nullable(VerificationNotice)),
    }),
    async (req) => {
      const decision = await findUnseenDecision(ctx.db, req.auth!.source as VerifiedRole, req.auth!.sourceId);
      if (!decision) return ok(null);
      return ok({
        status: decision.verified ? ('approved' as const) : ('rejected' as const),
        reason: decision.verification_rejection,
        decidedAt: new Date(decision.verification_decided_at).toISOString(),
      });
    },
  );

  app.post(
    '/verification/notice/seen',
    guarded(['performer', 'studio'], {
      tags: ['verification'],
      summary: 'The holder has seen the decision: the notice is not shown again',
      response: okResponse(Type.Boolean()),
    }),
    async (req) => {
      await markDecisionSeen(ctx.db, req.auth!.source as VerifiedRole, req.auth!.sourceId);
      return ok(true);
    },
  );
};
