/** The languages mail is written in (the interface languages). */
export const MAIL_LANGUAGES = ['en', 'ru'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** One mail in one language: rendered both as plain text and as HTML (mail-render.ts). */
export interface MailContent {
  subject: string;
  /** Paragraphs of the body, in order (plain text: no markup). */
  paragraphs: string[];
  /** The one link the mail asks its reader to open, shown as a button in HTML. */
  action?: { label: string; url: string };
}

/** The same mail in every language; the recipient's picks the one sent. */
export type LocalizedMail = Record<MailLanguage, MailContent>;

/** 'ru-RU,ru;q=0.9,en;q=0.8' → 'ru'; a header naming none of the mail languages first → null. */
export function languageFromHeader(header: string | undefined): MailLanguage | null {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase().split(/[-;]/)[0] ?? '';
  return (MAIL_LANGUAGES as readonly string[]).includes(first) ? (first as MailLanguage) : null;
}
