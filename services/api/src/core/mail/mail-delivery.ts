import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/db';
import { PeriodicJob } from '../periodic-job';
import { claimDueMail, markMailAttemptFailed, markMailSent, type OutboxRow } from './mail.repository';

export interface MailDeliveryOptions {
  smtpUrl: string;
  /** The From header: `Velvet Live <no-reply@example.com>`. */
  from: string;
  /** Attempts before a mail is failed for good (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Wait after the first failure, doubled after each further one (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** How often the queue is looked at for retries that came due. */
  pollMs: number;
  log: (message: string) => void;
}

/** Mails one run takes on; the rest wait for the next run (a kick runs again at once while mail is left). */
const BATCH = 20;
/** A taken mail is left alone by other processes this long (a hung SMTP server ends each send sooner, see timeouts). */
const LEASE_MS = 120_000;

/** Wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base, … */
export const retryDelayMs = (attempts: number, baseMs: number) => baseMs * 2 ** Math.max(0, attempts - 1);

/**
 * Sends queued mail over SMTP (nodemailer): at once when a mail is queued (`kick`), and every `pollMs` for the
 * retries that came due and for mail a restart left queued. A failed send is tried again with back-off up to
 * `maxAttempts`, then left as failed for the admin (GET /admin/mail).
 */
export class MailDelivery {
  private readonly transport: Transporter;
  private readonly job: PeriodicJob;
  private active: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly fromDomain: string;

  constructor(
    private readonly db: Db,
    private readonly options: MailDeliveryOptions,
  ) {
    this.fromDomain = options.from.match(/@([\w.-]+)/)?.[1] ?? 'localhost';
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.job = new PeriodicJob(
      options.pollMs,
      async () => this.kick(),
      (error) => options.log(`mail delivery failed: ${error.message}`),
    );
  }

  start() {
    this.job.start();
  }

  /** Delivers what is due now; calls while a run is going make it look once more when it ends. */
  kick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.active) {
      this.again = true;
      return this.active;
    }
    this.active = (async () => {
      do {
        this.again = false;
        const sent = await this.runOnce().catch((error: Error) => {
          this.options.log(`mail delivery failed: ${error.message}`);
          return 0;
        });
        if (sent === BATCH) this.again = true;
      } while (this.again && !this.closed);
    })().finally(() => {
      this.active = null;
    });
    return this.active;
  }

  /** One batch: returns how many mails it took. */
  async runOnce(): Promise<number> {
    const due = await claimDueMail(this.db, { limit: BATCH, leaseMs: LEASE_MS });
    for (const mail of due) await this.deliver(mail);
    return due.length;
  }

  private async deliver(mail: OutboxRow) {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
        messageId: `<${mail.id}@${this.fromDomain}>`,
        headers: { 'Content-Language': mail.language },
      });
      await markMailSent(this.db, mail.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markMailAttemptFailed(this.db, mail.id, message, {
        maxAttempts: this.options.maxAttempts,
        retryInMs: retryDelayMs(mail.attempts + 1, this.options.retryBaseMs),
      });
      this.options.log(`mail ${mail.id} to ${mail.to_address}: attempt ${mail.attempts + 1} failed: ${message}`);
    }
  }

  async close() {
    this.closed = true;
    await this.job.close();
    await this.active;
    this.transport.close();
  }
}
