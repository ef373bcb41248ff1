import type { AppContext } from '../../core/context';
import { sendLocalizedMail } from '../../core/mail/send-mail';
import { siteName } from '../settings/settings.repository';

export async function sendPasswordResetEmail(ctx: AppContext, to: { email: string; username: string }, token: string) {
  const url = `${ctx.config.publicApiUrl}/auth/password-change?token=${encodeURIComponent(token)}`;
  const site = await siteName(ctx.db);
  return sendLocalizedMail(ctx, {
    to: to.email,
    template: 'forgot-password',
    texts: {
      en: {
        subject: `Reset your ${site} password`,
        paragraphs: [
          `Hi ${to.username},`,
          `Someone asked to reset the password of your ${site} account. Open this link within 1 hour to choose a new password.`,
          'If it was not you, ignore this e-mail: your password stays the same.',
        ],
        action: { label: 'Choose a new password', url },
      },
      ru: {
        subject: `Сброс пароля на ${site}`,
        paragraphs: [
          `Здравствуйте, ${to.username}!`,
          `Кто-то попросил сбросить пароль вашей учётной записи на ${site}. Откройте эту ссылку в течение часа, чтобы задать новый пароль.`,
          'Если это были не вы, просто проигнорируйте письмо: пароль останется прежним.',
        ],
        action: { label: 'Задать новый пароль', url },
      },
    },
  });
}

export async function sendAuthCodeEmail(ctx: AppContext, to: { email: string; username: string }, code: string) {
  const url = `${ctx.config.publicSiteUrl}/auth/login/user`;
  const site = await siteName(ctx.db);
  return sendLocalizedMail(ctx, {
    to: to.email,
    template: 'auth-code',
    texts: {
      en: {
        subject: `Your ${site} login code: ${code}`,
        paragraphs: [
          `Hi ${to.username},`,
          `Your one-time login code is ${code}. It is valid for 15 minutes.`,
          'Sign in with your username or e-mail and this code as the password.',
        ],
        action: { label: 'Sign in', url },
      },
      ru: {
        subject: `Ваш код для входа на ${site}: ${code}`,
        paragraphs: [
          `Здравствуйте, ${to.username}!`,
          `Ваш одноразовый код для входа: ${code}. Он действует 15 минут.`,
          'Войдите, указав имя пользователя или e-mail и этот код вместо пароля.',
        ],
        action: { label: 'Войти', url },
      },
    },
  });
}
