import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import type { OutboxMail } from '@platform/shared/contract';
import { insertMail, listOutbox, type MailInput, type OutboxRow } from './mail/mail.repository';

export type { MailInput, OutboxMail };

export interface Mailer {
  /** 'outbox' keeps mail on this machine; 'smtp' queues it for the delivery job (core/mail/mail-delivery.ts). */
  readonly transport: 'outbox' | 'smtp';
  send(mail: MailInput): Promise<OutboxMail>;
  /** Mail put back in the queue (an admin's retry) goes out now rather than at the next look-up. */
  wake(): void;
  /** `hideStaffMail`: leaves out mail to staff accounts (the admin role), for anyone but the admin. */
  list(options?: { to?: string; limit?: number; hideStaffMail?: boolean }): Promise<OutboxMail[]>;
}

const toMail = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  links: row.links,
  template: row.template,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * Every e-mail is a row in `outbox`. Without SMTP (the development default) it is stored as sent and written as an
 * .eml file into `<dataDir>/outbox/`; with SMTP it is stored as queued and `onQueued` wakes the delivery job, so a
 * mail survives a restart until it is sent.
 */
export function createOutboxMailer(db: Db, dataDir: string, smtp?: { onQueued: () => void }): Mailer {
  const dir = path.join(dataDir, 'outbox');
  if (!smtp) fs.mkdirSync(dir, { recursive: true });
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(mail) {
      const id = newId();
      const saved = toMail(await insertMail(db, { id, ...mail, queued: Boolean(smtp) }));
      if (smtp) {
        smtp.onQueued();
        return saved;
      }
      const eml = [
        `Message-ID: <${id}@outbox.local>`,
        `Date: ${new Date(saved.createdAt).toUTCString()}`,
        `To: ${saved.to}`,
        `Subject: ${saved.subject}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        saved.text,
        '',
      ].join('\r\n');
      await fs.promises.writeFile(path.join(dir, `${saved.createdAt.replace(/[:.]/g, '-')}-${id}.eml`), eml);
      return saved;
    },
    wake() {
      smtp?.onQueued();
    },
    async list(options = {}) {
      return (await listOutbox(db, options)).map(toMail);
    },
  };
}
