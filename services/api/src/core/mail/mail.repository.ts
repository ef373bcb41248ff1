import type { AdminMail, AdminMailQuery, AdminMailSummary, MailStatus } from '@platform/shared/contract';
import type { Queryable } from '../../db/db.types';
import type { MailLanguage } from './mail-content';

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  links: string[];
  template: string;
  language: MailLanguage;
  status: MailStatus;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

/** A mail to send, as the rest of the API hands it to the mailer. */
export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: string[];
  template?: string;
  language?: MailLanguage;
}

export async function insertMail(db: Queryable, mail: MailInput & { id: string; queued: boolean }): Promise<OutboxRow> {
  const { rows } = await db.query<OutboxRow>(
    `INSERT INTO outbox (id, to_address, subject, text_body, html_body, links, template, language, status, sent_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, CASE WHEN $9 THEN 'queued' ELSE 'sent' END,
             CASE WHEN $9 THEN NULL ELSE now() END, CASE WHEN $9 THEN now() ELSE NULL END)
     RETURNING *`,
    [
      mail.id,
      mail.to,
      mail.subject,
      mail.text,
      mail.html ?? null,
      JSON.stringify(mail.links ?? []),
      mail.template ?? '',
      mail.language ?? 'en',
      mail.queued,
    ],
  );
  return rows[0];
}

export async function listOutbox(
  db: Queryable,
  { to, limit = 100, hideStaffMail = false }: { to?: string; limit?: number; hideStaffMail?: boolean },
) {
  // Staff mail holds the admin's sign-in codes and reset links: only the admin reads it.
  const { rows } = await db.query<OutboxRow>(
    `SELECT * FROM outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
       AND NOT ($3 AND EXISTS (SELECT 1 FROM users WHERE 'admin' = ANY (users.roles) AND lower(users.email) = lower(outbox.to_address)))
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [to ?? null, limit, hideStaffMail],
  );
  return rows;
}

/**
 * Takes up to `limit` queued mails that are due and moves their next attempt `leaseMs` ahead, so no other process
 * sends them meanwhile; a process that dies mid-send leaves them to be taken again when the lease ends.
 */
export async function claimDueMail(db: Queryable, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox SET next_attempt_at = now() + ($2::int * interval '1 millisecond')
      WHERE id IN (SELECT id FROM outbox WHERE status = 'queued' AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [limit, leaseMs],
  );
  return rows;
}

export async function markMailSent(db: Queryable, id: string) {
  await db.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL WHERE id = $1`,
    [id],
  );
}

/** One more failed attempt: tried again after `retryInMs`, or failed for good when that was the last attempt. */
export async function markMailAttemptFailed(
  db: Queryable,
  id: string,
  error: string,
  { maxAttempts, retryInMs }: { maxAttempts: number; retryInMs: number },
) {
  await db.query(
    `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
            status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE 'queued' END,
            next_attempt_at = CASE WHEN attempts + 1 >= $3 THEN NULL ELSE now() + ($4::int * interval '1 millisecond') END
      WHERE id = $1`,
    [id, error.slice(0, 1000), maxAttempts, retryInMs],
  );
}

/** A failed mail goes back to the queue with its attempts counted from zero; null when there is no such failed mail. */
export async function requeueFailedMail(db: Queryable, id: string): Promise<OutboxRow | null> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox SET status = 'queued', attempts = 0, next_attempt_at = now() WHERE id = $1 AND status = 'failed' RETURNING *`,
    [id],
  );
  return rows[0] ?? null;
}

export const toAdminMail = (row: OutboxRow): AdminMail => ({
  _id: row.id,
  to: row.to_address,
  subject: row.subject,
  template: row.template,
  language: row.language,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at).toISOString() : null,
  sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listAdminMail(db: Queryable, query: AdminMailQuery): Promise<{ data: AdminMail[]; total: number }> {
  const { rows } = await db.query<OutboxRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM outbox WHERE ($1::text IS NULL OR status = $1)
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [query.status ?? null, query.limit, query.offset],
  );
  if (!rows.length && query.offset > 0) {
    const { rows: count } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM outbox WHERE ($1::text IS NULL OR status = $1)`, [
      query.status ?? null,
    ]);
    return { data: [], total: Number(count[0].total) };
  }
  return { data: rows.map(toAdminMail), total: Number(rows[0]?.total ?? 0) };
}

export async function mailCounts(db: Queryable): Promise<Omit<AdminMailSummary, 'transport'>> {
  const { rows } = await db.query<{ queued: string; failed: string }>(
    `SELECT count(*) FILTER (WHERE status = 'queued') AS queued, count(*) FILTER (WHERE status = 'failed') AS failed FROM outbox`,
  );
  return { queued: Number(rows[0].queued), failed: Number(rows[0].failed) };
}

/** The interface language last used with this address (see 761_mail_queue.sql). */
export async function rememberMailLanguage(db: Queryable, email: string, language: MailLanguage) {
  await db.query(
    `INSERT INTO mail_languages (email_key, language) VALUES (lower($1), $2)
     ON CONFLICT (email_key) DO UPDATE SET language = EXCLUDED.language, updated_at = now()`,
    [email.trim(), language],
  );
}

/** Like rememberMailLanguage for a sign-in by username or e-mail: the address of the account of that login. */
export async function rememberLoginLanguage(db: Queryable, table: string, login: string, language: MailLanguage) {
  await db.query(
    `INSERT INTO mail_languages (email_key, language)
     SELECT lower(email), $2 FROM ${table} WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1
     ON CONFLICT (email_key) DO UPDATE SET language = EXCLUDED.language, updated_at = now()`,
    [login.trim(), language],
  );
}

export async function mailLanguageOf(db: Queryable, email: string): Promise<MailLanguage | null> {
  const { rows } = await db.query<{ language: MailLanguage }>(`SELECT language FROM mail_languages WHERE email_key = lower($1)`, [email.trim()]);
  return rows[0]?.language ?? null;
}
