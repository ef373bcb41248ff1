import type { VerifiedRole } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import type { MailLanguage } from '../../core/mail/mail-content';
import { sendLocalizedMail } from '../../core/mail/send-mail';
import { siteName } from '../settings/settings.repository';

type Outcome = 'approved' | 'rejected';

const PATHS: Record<VerifiedRole, Record<Outcome, string>> = {
  performer: { approved: '/live', rejected: '/account/performer/documents' },
  studio: { approved: '/studio/dashboard', rejected: '/studio/account-settings' },
};

const NEXT_STEP: Record<MailLanguage, Record<VerifiedRole, Record<Outcome, string>>> = {
  en: {
    performer: {
      approved: 'You can go live now: sign in and press Go live.',
      rejected: 'Please send new documents from your account settings; we review them again as soon as they arrive.',
    },
    studio: {
      approved: 'Your studio is verified.',
      rejected: 'Please send new documents from your studio profile; we review them again as soon as they arrive.',
    },
  },
  ru: {
    performer: {
      approved: 'Теперь вы можете выходить в эфир: войдите и нажмите «Начать эфир».',
      rejected: 'Пожалуйста, отправьте новые документы в настройках учётной записи: мы проверим их сразу, как они придут.',
    },
    studio: {
      approved: 'Ваша студия подтверждена.',
      rejected: 'Пожалуйста, отправьте новые документы в профиле студии: мы проверим их сразу, как они придут.',
    },
  },
};

/** The holder learns the review's outcome by e-mail (through the platform's mailer) and on the next visit. */
export async function sendVerificationDecisionEmail(
  ctx: AppContext,
  to: { role: VerifiedRole; email: string; username: string },
  decision: { approved: boolean; reason: string | null },
) {
  const site = await siteName(ctx.db);
  const outcome: Outcome = decision.approved ? 'approved' : 'rejected';
  const url = `${ctx.config.publicSiteUrl}${PATHS[to.role][outcome]}`;
  const reason = (label: string) => (decision.reason ? [`${label}: ${decision.reason}`] : []);
  return sendLocalizedMail(ctx, {
    to: to.email,
    template: `verification-${outcome}`,
    texts: {
      en: {
        subject: decision.approved ? `Your ${site} account is verified` : `Your ${site} verification needs new documents`,
        paragraphs: [
          `Hi ${to.username},`,
          `We reviewed your documents: your verification was ${outcome}.`,
          ...reason('Reason'),
          NEXT_STEP.en[to.role][outcome],
        ],
        action: { label: decision.approved ? `Open ${site}` : 'Send new documents', url },
      },
      ru: {
        subject: decision.approved ? `Ваша учётная запись на ${site} подтверждена` : `Для подтверждения на ${site} нужны новые документы`,
        paragraphs: [
          `Здравствуйте, ${to.username}!`,
          decision.approved
            ? 'Мы проверили ваши документы: учётная запись подтверждена.'
            : 'Мы проверили ваши документы и не смогли подтвердить учётную запись.',
          ...reason('Причина'),
          NEXT_STEP.ru[to.role][outcome],
        ],
        action: { label: decision.approved ? `Открыть ${site}` : 'Отправить новые документы', url },
      },
    },
  });
}
