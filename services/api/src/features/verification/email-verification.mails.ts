import type { Role } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { sendLocalizedMail } from '../../core/mail/send-mail';
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
  const url = `${ctx.config.publicApiUrl}/verification/verify?token=${encodeURIComponent(token)}`;
  const site = await siteName(ctx.db);
  return sendLocalizedMail(ctx, {
    to: account.email,
    template: 'email-verification',
    texts: {
      en: {
        subject: `Verify your e-mail address on ${site}`,
        paragraphs: [
          `Hi ${account.username},`,
          'Please confirm your e-mail address by opening this link (valid for 7 days).',
          `If you did not create an account on ${site}, ignore this e-mail.`,
        ],
        action: { label: 'Confirm my e-mail address', url },
      },
      ru: {
        subject: `Подтвердите адрес электронной почты на ${site}`,
        paragraphs: [
          `Здравствуйте, ${account.username}!`,
          'Подтвердите адрес электронной почты, открыв эту ссылку (она действует 7 дней).',
          `Если вы не регистрировались на ${site}, просто проигнорируйте это письмо.`,
        ],
        action: { label: 'Подтвердить адрес', url },
      },
    },
  });
}
