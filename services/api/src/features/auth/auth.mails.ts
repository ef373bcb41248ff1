import type { Role } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { siteName } from '../settings/settings.repository';

const VERIFY_PURPOSE = 'verify-email';

export interface VerifyEmailClaims {
  source: Role;
  sourceId: string;
  email: string;
}

export const verifyEmailClaims = (ctx: AppContext, token: string) => ctx.tokens.verifyPurpose<VerifyEmailClaims>(VERIFY_PURPOSE, token);

export async function sendVerificationEmail(ctx: AppContext, account: { source: Role; id: string; email: string; username: string }) {
  const token = ctx.tokens.signPurpose<VerifyEmailClaims>(
    VERIFY_PURPOSE,
    { source: account.source, sourceId: account.id, email: account.email },
    '7d',
  );
  const link = `${ctx.config.publicApiUrl}/verification/verify?token=${encodeURIComponent(token)}`;
  const site = await siteName(ctx.db);
  return ctx.mailer.send({
    to: account.email,
    subject: `Verify your e-mail address on ${site}`,
    text: `Hi ${account.username},\n\nPlease confirm your e-mail address by opening this link (valid for 7 days):\n${link}\n\nIf you did not create an account on ${site}, ignore this e-mail.`,
    links: [link],
    template: 'email-verification',
  });
}

export async function sendPasswordResetEmail(ctx: AppContext, to: { email: string; username: string }, token: string) {
  const link = `${ctx.config.publicApiUrl}/auth/password-change?token=${encodeURIComponent(token)}`;
  const site = await siteName(ctx.db);
  return ctx.mailer.send({
    to: to.email,
    subject: `Reset your ${site} password`,
    text: `Hi ${to.username},\n\nSomeone asked to reset the password of your ${site} account. Open this link within 1 hour to choose a new password:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.`,
    links: [link],
    template: 'forgot-password',
  });
}

export async function sendAuthCodeEmail(ctx: AppContext, to: { email: string; username: string }, code: string) {
  const link = `${ctx.config.publicSiteUrl}/auth/login/user`;
  const site = await siteName(ctx.db);
  return ctx.mailer.send({
    to: to.email,
    subject: `Your ${site} login code: ${code}`,
    text: `Hi ${to.username},\n\nYour one-time login code is ${code}. It is valid for 15 minutes.\nSign in with your username or e-mail and this code as the password at:\n${link}`,
    links: [link],
    template: 'auth-code',
  });
}
