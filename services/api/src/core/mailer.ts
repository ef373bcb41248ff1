import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import type { OutboxMail } from '@platform/shared/contract';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: string[];
  template?: string;
}

export type { OutboxMail };

export interface Mailer {
  send(mail: MailInput): Promise<OutboxMail>;
  /** `hideStaffMail`: leaves out mail to staff accounts (the admin role), for anyone but the admin. */
  list(options?: { to?: string; limit?: number; hideStaffMail?: boolean }): Promise<OutboxMail[]>;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  links: string[];
  template: string;
  created_at: Date;
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

/** Local transport: every e-mail is a row in `outbox` and an .eml file in `<dataDir>/outbox/` (SMTP can be added behind this interface). */
export function createOutboxMailer(db: Db, dataDir: string): Mailer {
  const dir = path.join(dataDir, 'outbox');
  fs.mkdirSync(dir, { recursive: true });
  return {
    async send(mail) {
      const id = newId();
      const { rows } = await db.query<OutboxRow>(
        `INSERT INTO outbox (id, to_address, subject, text_body, html_body, links, template, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, now()) RETURNING *`,
        [id, mail.to, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.links ?? []), mail.template ?? ''],
      );
      const saved = toMail(rows[0]);
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
    async list({ to, limit = 100, hideStaffMail = false } = {}) {
      // Staff mail holds the admin's sign-in codes and reset links: only the admin reads it.
      const { rows } = await db.query<OutboxRow>(
        `SELECT * FROM outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
           AND NOT ($3 AND EXISTS (SELECT 1 FROM users WHERE 'admin' = ANY (users.roles) AND lower(users.email) = lower(outbox.to_address)))
         ORDER BY created_at DESC, id DESC LIMIT $2`,
        [to ?? null, limit, hideStaffMail],
      );
      return rows.map(toMail);
    },
  };
}
