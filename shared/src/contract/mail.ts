import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ObjectId, StringEnum, Timestamp } from './envelope';
import { pagedQuery } from './fields';

// Outgoing mail as the back office sees it: with SMTP_URL every mail is queued, sent, retried with back-off and,
// after its last attempt, failed until an admin sends it again.

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const MailStatus = StringEnum(MAIL_STATUSES);
export type MailStatus = Static<typeof MailStatus>;

export const AdminMail = Type.Object({
  _id: ObjectId,
  to: Type.String(),
  subject: Type.String(),
  template: Type.String(),
  language: Type.String(),
  status: MailStatus,
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Nullable(Type.String()),
  nextAttemptAt: Nullable(Timestamp),
  sentAt: Nullable(Timestamp),
  createdAt: Timestamp,
});
export type AdminMail = Static<typeof AdminMail>;

export const AdminMailQuery = pagedQuery({ status: Type.Optional(MailStatus) }, 25);
export type AdminMailQuery = Static<typeof AdminMailQuery>;

/** How the mail is delivered: the development outbox (`outbox`) or SMTP (`smtp`), and how many mails wait or failed. */
export const AdminMailSummary = Type.Object({
  transport: StringEnum(['outbox', 'smtp'] as const),
  queued: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});
export type AdminMailSummary = Static<typeof AdminMailSummary>;
