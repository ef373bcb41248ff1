import type { VerifiedRole } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { siteName } from '../settings/settings.repository';

const NEXT_STEP: Record<VerifiedRole, { approved: string; rejected: string; path: { approved: string; rejected: string } }> = {
  performer: {
    approved: 'You can go live now: sign in and press Go live.',
    rejected: 'Please send new documents from your account settings; we review them again as soon as they arrive.',
    path: { approved: '/live', rejected: '/account/settings/documents' },
  },
  studio: {
    approved: 'Your studio is verified.',
    rejected: 'Please send new documents from your studio profile; we review them again as soon as they arrive.',
    path: { approved: '/studio/dashboard', rejected: '/studio/account-settings' },
  },
};

/** The holder learns the review's outcome by e-mail (through the platform's mailer) and on the next visit. */
export async function sendVerificationDecisionEmail(
  ctx: AppContext,
  to: { role: VerifiedRole; email: string; username: string },
  decision: { approved: boolean; reason: string | null },
) {
  const site = await siteName(ctx.db);
  const outcome = decision.approved ? 'approved' : 'rejected';
  const link = `${ctx.config.publicSiteUrl}${NEXT_STEP[to.role].path[outcome]}`;
  const because = decision.reason ? `\n\nReason: ${decision.reason}` : '';
  return ctx.mailer.send({
    to: to.email,
    subject: decision.approved ? `Your ${site} account is verified` : `Your ${site} verification needs new documents`,
    text: `Hi ${to.username},\n\nWe reviewed your documents: your verification was ${outcome}.${because}\n\n${NEXT_STEP[to.role][outcome]}\n${link}`,
    links: [link],
    template: `verification-${outcome}`,
  });
}
