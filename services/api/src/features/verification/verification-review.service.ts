import type { Paged, VerificationApplicant, VerificationQueueQuery, VerifiedRole } from '@platform/shared/contract';
import type { AppContext, AuthInfo } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { viewerOf } from '../../core/signed-files';
import { recordAdminAction } from '../audit-log/audit-log';
import { sendVerificationDecisionEmail } from './verification-decision.mails';
import { decideVerification, findApplicant, findDocumentFiles, listApplicants, lockApplicant, type ApplicantRow } from './verification.repository';

const DOCUMENT_COLUMNS = [
  ['documentVerification', 'document_verification_id'],
  ['idVerification', 'id_verification_id'],
  ['releaseForm', 'release_form_id'],
] as const;

/** The applicants with their documents as signed links made for the admin who asks (never public, expiring). */
async function toApplicants(ctx: AppContext, rows: ApplicantRow[], admin: AuthInfo): Promise<VerificationApplicant[]> {
  const ids = rows.flatMap((row) => DOCUMENT_COLUMNS.map(([, column]) => row[column]).filter((id): id is string => !!id));
  const files = new Map((await findDocumentFiles(ctx.db, ids)).map((file) => [file.id, file]));
  const viewer = viewerOf(admin)!;
  return rows.map((row) => ({
    _id: row.id,
    role: row.role,
    username: row.username,
    name: row.name,
    email: row.email,
    studioName: row.studio_name,
    status: row.status,
    reason: row.reason,
    submittedAt: new Date(row.submitted_at).toISOString(),
    documents: DOCUMENT_COLUMNS.flatMap(([type, column]) => {
      const file = row[column] ? files.get(row[column]) : undefined;
      if (!file) return [];
      const link = ctx.signedFiles.url(file.id, viewer);
      return [
        { type, fileId: file.id, originalName: file.original_name, mimeType: file.mime_type, url: link.url, expiresAt: link.expiresAt.toISOString() },
      ];
    }),
  }));
}

export async function verificationQueue(ctx: AppContext, query: VerificationQueueQuery, admin: AuthInfo): Promise<Paged<VerificationApplicant>> {
  const { rows, total } = await listApplicants(ctx.db, query);
  return { data: await toApplicants(ctx, rows, admin), total };
}

const snapshot = (row: ApplicantRow) => ({ status: row.status, reason: row.reason });

/**
 * Approves or rejects an applicant's documents: the decision, its audit entry and the notice for the next visit in
 * one transaction, then the e-mail. An approved performer can go live at once (a broadcast reads `verified`).
 */
export async function decideApplicant(
  ctx: AppContext,
  admin: AuthInfo,
  role: VerifiedRole,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<VerificationApplicant> {
  const outcome = decision.approve ? 'approved' : 'rejected';
  const { before, after } = await ctx.db.transaction(async (tx) => {
    await lockApplicant(tx, role, id);
    const current = await findApplicant(tx, role, id);
    if (!current) throw notFound(`No ${role} account with this id`);
    if (!DOCUMENT_COLUMNS.some(([, column]) => current[column])) throw badRequest('This account has not sent any documents yet');
    if (current.status === outcome) throw badRequest(`This verification is already ${outcome}`);
    await decideVerification(tx, role, id, decision);
    const decided = (await findApplicant(tx, role, id))!;
    await recordAdminAction(tx, admin, {
      action: decision.approve ? 'verification.approve' : 'verification.reject',
      target: { type: role, id },
      before: snapshot(current),
      after: snapshot(decided),
      reason: decision.approve ? '' : decision.reason,
    });
    return { before: current, after: decided };
  });
  await sendVerificationDecisionEmail(
    ctx,
    { role, email: before.email, username: before.username },
    { approved: decision.approve, reason: after.reason },
  );
  // a performer's `verified` is part of her public profile and of the performer lists
  if (role === 'performer') await ctx.readCache.invalidate('performers');
  return (await toApplicants(ctx, [after], admin))[0];
}
