import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import { createOutboxMailer, type Mailer } from '../mailer';
import { MailDelivery } from './mail-delivery';

/** The development outbox, or (SMTP_URL) the queue and its delivery job, which the caller starts and closes. */
export function createMailer(db: Db, config: AppConfig, log: (message: string) => void): { mailer: Mailer; delivery: MailDelivery | null } {
  if (!config.smtpUrl) return { mailer: createOutboxMailer(db, config.dataDir), delivery: null };
  const delivery = new MailDelivery(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    maxAttempts: config.mailMaxAttempts,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
    log,
  });
  return { mailer: createOutboxMailer(db, config.dataDir, { onQueued: () => void delivery.kick() }), delivery };
}
