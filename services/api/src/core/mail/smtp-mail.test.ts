import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, json, login } from '../../../test/helpers';
import { testAppConfig } from '../../../test/test-app-config';
import { buildApp } from '../../app';
import { call, data } from '../../features/money/money.test-helpers';

/** A real SMTP server on 127.0.0.1 that keeps what arrives; addresses in `refuse` are turned away (a 550 for RCPT TO). */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const refuse = new Set<string>();
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiting.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  /** Resolves with the first mail to `to` once it has arrived. */
  const mailTo = async (to: string): Promise<ParsedMail> => {
    for (;;) {
      const found = received.find((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
      if (found) return found;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    mailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Asks the admin API until `check` holds for the mail to `to` (the delivery job runs on its own). */
async function mailStatusOf(app: FastifyInstance, admin: string, to: string, check: (mail: { status: string; attempts: number }) => boolean) {
  for (;;) {
    const mails = data(await call(app, 'GET', '/admin/mail?limit=100', admin)).data as Array<{
      _id: string;
      to: string;
      status: string;
      attempts: number;
      lastError: string | null;
    }>;
    const mail = mails.find((m) => m.to === to);
    if (mail && check(mail)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const register = (app: FastifyInstance, username: string, language: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/users/register',
    headers: { 'accept-language': language },
    payload: { username, email: `${username}@example.com`, password: 'demo12345' },
  });

let smtp: Smtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe('with SMTP_URL', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: string;
  beforeAll(async () => {
    ({ app, close } = await createTestApp({
      smtpUrl: smtp.url,
      mailMaxAttempts: 2,
      mailRetryBaseMs: 20,
      mailPollMs: 20,
      mailFrom: 'Velvet Live <no-reply@velvet.test>',
    }));
    admin = await login(app, 'user', 'admin');
  });
  afterAll(() => close());

  it('sends the verification mail over SMTP as text and HTML in the language the member registered in', async () => {
    expect((await register(app, 'olgasmtp', 'ru-RU,ru;q=0.9')).statusCode).toBe(200);
    expect((await register(app, 'johnsmtp', 'en-GB,en;q=0.8')).statusCode).toBe(200);

    const russian = await smtp.mailTo('olgasmtp@example.com');
    expect(russian.subject).toMatch(/^Подтвердите адрес электронной почты/);
    expect(russian.text).toContain('Здравствуйте, olgasmtp!');
    expect(russian.html).toContain('Подтвердить адрес');
    expect(russian.from?.value[0]).toMatchObject({ name: 'Velvet Live', address: 'no-reply@velvet.test' });
    const link = /https?:\/\/\S+verification\/verify\?token=\S+/.exec(russian.text ?? '')![0];
    expect(russian.html).toContain(link.replace(/&/g, '&amp;'));

    const english = await smtp.mailTo('johnsmtp@example.com');
    expect(english.subject).toMatch(/^Verify your e-mail address/);
    expect(english.text).toContain('Hi johnsmtp,');
    expect(english.headers.get('content-language')).toBe('en');

    const sent = await mailStatusOf(app, admin, 'olgasmtp@example.com', (m) => m.status === 'sent');
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(data(await call(app, 'GET', '/admin/mail/summary', admin))).toMatchObject({ transport: 'smtp', failed: 0 });
  });

  it('retries a refused mail, shows it failed to the admin after the last attempt, and sends it again on request', async () => {
    smtp.refuse.add('katesmtp@example.com');
    expect((await register(app, 'katesmtp', 'en')).statusCode).toBe(200);
    const failed = await mailStatusOf(app, admin, 'katesmtp@example.com', (m) => m.status === 'failed');
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    expect(data(await call(app, 'GET', '/admin/mail?status=failed', admin)).data.map((m: { to: string }) => m.to)).toEqual(['katesmtp@example.com']);
    expect(data(await call(app, 'GET', '/admin/mail/summary', admin)).failed).toBe(1);

    const member = await login(app, 'user', 'member');
    expect((await call(app, 'GET', '/admin/mail', member)).statusCode).toBe(403);
    expect((await call(app, 'POST', `/admin/mail/${failed._id}/retry`, member)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/admin/mail/not-an-id/retry', admin)).statusCode).toBe(400);

    smtp.refuse.delete('katesmtp@example.com');
    expect(data(await call(app, 'POST', `/admin/mail/${failed._id}/retry`, admin))).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await smtp.mailTo('katesmtp@example.com')).subject).toMatch(/Verify your e-mail address/);
    await mailStatusOf(app, admin, 'katesmtp@example.com', (m) => m.status === 'sent');
    // a mail that is not failed (any more) cannot be sent again
    expect((await call(app, 'POST', `/admin/mail/${failed._id}/retry`, admin)).statusCode).toBe(404);
    const log = data(await call(app, 'GET', '/admin/audit-log?action=mail', admin)).data;
    expect(log[0]).toMatchObject({ action: 'mail.retry', targetId: failed._id });
  });
});

it('keeps mail queued while the SMTP server cannot be reached and sends it after a restart', async () => {
  const unreachable = await startSmtpServer();
  await unreachable.close(); // its port now refuses connections
  const { app, dataDir, close } = await createTestApp({ smtpUrl: unreachable.url, mailMaxAttempts: 1000, mailRetryBaseMs: 20, mailPollMs: 20 });
  try {
    const admin = await login(app, 'user', 'admin');
    expect((await register(app, 'mirasmtp', 'en')).statusCode).toBe(200);
    const waiting = await mailStatusOf(app, admin, 'mirasmtp@example.com', (m) => m.attempts >= 1);
    expect(waiting.status).toBe('queued');
    await app.close();

    // the same database, a working server: the queued mail goes out without anyone asking
    // on PostgreSQL the closed app's pool is gone: the restarted one opens its own on the same schema
    const { databaseUrl, databaseSchema } = app.ctx.config;
    const config = { ...testAppConfig(dataDir), databaseUrl, databaseSchema, smtpUrl: smtp.url, mailRetryBaseMs: 20, mailPollMs: 20 };
    const restarted = await buildApp(databaseUrl ? { config } : { db: app.ctx.db, config });
    try {
      await restarted.ready();
      expect((await smtp.mailTo('mirasmtp@example.com')).subject).toMatch(/Verify your e-mail address/);
    } finally {
      await restarted.close();
    }
  } finally {
    await close();
  }
});

it('keeps the development outbox without SMTP_URL', async () => {
  const { app, close } = await createTestApp();
  try {
    expect((await register(app, 'ninaoutbox', 'ru')).statusCode).toBe(200);
    const [mail] = json(await app.inject({ method: 'GET', url: '/dev/outbox?to=ninaoutbox@example.com' })).data;
    expect(mail.subject).toMatch(/^Подтвердите/);
    expect(mail.html).toContain('<html lang="ru">');
    const admin = await login(app, 'user', 'admin');
    expect(data(await call(app, 'GET', '/admin/mail/summary', admin))).toMatchObject({ transport: 'outbox', queued: 0 });
  } finally {
    await close();
  }
});
