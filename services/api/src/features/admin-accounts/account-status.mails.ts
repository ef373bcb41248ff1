import type { AppContext } from '../../core/context';
import { sendLocalizedMail } from '../../core/mail/send-mail';
import { siteName } from '../settings/settings.repository';

/** The holder of a suspended (with the admin's reason) or reactivated account is told by e-mail. */
export async function sendAccountStatusEmail(
  ctx: AppContext,
  to: { email: string; username: string },
  change: { suspended: boolean; reason: string },
) {
  const site = await siteName(ctx.db);
  const url = `${ctx.config.publicSiteUrl}/`;
  return sendLocalizedMail(ctx, {
    to: to.email,
    template: change.suspended ? 'account-suspended' : 'account-reactivated',
    texts: change.suspended
      ? {
          en: {
            subject: `Your ${site} account is suspended`,
            paragraphs: [`Hi ${to.username},`, `Your ${site} account has been suspended: you can no longer sign in.`, `Reason: ${change.reason}`],
          },
          ru: {
            subject: `Ваша учётная запись на ${site} заблокирована`,
            paragraphs: [
              `Здравствуйте, ${to.username}!`,
              `Ваша учётная запись на ${site} заблокирована: войти в неё больше нельзя.`,
              `Причина: ${change.reason}`,
            ],
          },
        }
      : {
          en: {
            subject: `Your ${site} account is active again`,
            paragraphs: [`Hi ${to.username},`, `Your ${site} account is active again: you can sign in as before.`],
            action: { label: 'Sign in', url },
          },
          ru: {
            subject: `Ваша учётная запись на ${site} снова активна`,
            paragraphs: [`Здравствуйте, ${to.username}!`, `Ваша учётная запись на ${site} снова активна: вы можете входить, как раньше.`],
            action: { label: 'Войти', url },
          },
        },
  });
}
