import type { AppContext } from '../context';
import type { LocalizedMail, MailLanguage } from './mail-content';
import { renderHtml, renderText } from './mail-render';
import { mailLanguageOf } from './mail.repository';

/**
 * Sends a mail in its recipient's language (the one last used with the address, else English) as plain text and
 * HTML, through whichever transport the mailer has.
 */
export async function sendLocalizedMail(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  mail: { to: string; template: string; texts: LocalizedMail; language?: MailLanguage },
) {
  const language = mail.language ?? (await mailLanguageOf(ctx.db, mail.to)) ?? 'en';
  const content = mail.texts[language];
  return ctx.mailer.send({
    to: mail.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content, language),
    links: content.action ? [content.action.url] : [],
    template: mail.template,
    language,
  });
}
