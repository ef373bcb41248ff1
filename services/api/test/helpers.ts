import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { authenticator } from 'otplib';
import type { LoginResponse, TwoFactorEnrolment, TwoFactorRecoveryCodes } from '@platform/shared/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { openDb } from '../src/db/db';
import { setFirstAdminPassword } from '../src/seed/admin-password';
import type { AppConfig } from '../src/config';
import { openFromTemplate } from './pglite-template';
import { testAppConfig } from './test-app-config';

/**
 * A fresh API for one test file: embedded in-memory PGlite and a temp data folder; or, when
 * DATABASE_URL is set, that PostgreSQL in a throw-away schema (so runs never see each other's rows).
 */
export async function createTestApp(config: Partial<AppConfig> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const templateDb = await openFromTemplate(config);
  const app = await buildApp({
    db: templateDb,
    config: { ...testAppConfig(dataDir), databaseUrl, databaseSchema: schema, ...config },
  });
  // main.ts gives the seeded admin its first password at start; a test app does the same with a known one.
  await setFirstAdminPassword(app.ctx.db, ADMIN_PASSWORD);
  const close = async () => {
    await app.close();
    await templateDb?.close();
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, dataDir, close };
}

/** The seeded admin's password in test apps (the real one is random, printed once at first start). */
export const ADMIN_PASSWORD = 'test-admin-password';

/** Removes a test's throw-away PostgreSQL schema. */
export async function dropSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

/** A database as the app opens it (DATABASE_URL in a throw-away schema, or embedded PGlite), and its close. */
export async function openTestDb(dataDir?: string, schema = `test_${crypto.randomBytes(6).toString('hex')}`) {
  const databaseUrl = process.env.DATABASE_URL;
  const db = await openDb({ databaseUrl, schema: databaseUrl ? schema : undefined, dataDir, inMemory: !dataDir });
  const close = async () => {
    await db.close();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  };
  return { db, close };
}

/** PUT /auth/users/me/password as the token's account. */
export const changePassword = (app: FastifyInstance, token: string, payload: { currentPassword?: string; password: string }) =>
  app.inject({ method: 'PUT', url: '/auth/users/me/password', headers: bearer(token), payload });

export const json = <T = any>(res: LightMyRequestResponse): T => JSON.parse(res.body) as T;

const LOGIN_URLS = { user: '/auth/code/login', performer: '/auth/performers/login', studio: '/auth/studio/login' } as const;

/**
 * Signs in through the API. An account with two-factor sign-in (the admin always: he enrols at his first sign-in)
 * answers the second step with a code computed from the secret this helper got at enrolment (kept per app).
 */
export async function login(
  app: FastifyInstance,
  role: 'user' | 'performer' | 'studio',
  username: string,
  password = username === 'admin' ? ADMIN_PASSWORD : 'demo1234',
) {
  const res = await app.inject({ method: 'POST', url: LOGIN_URLS[role], payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  const answer = json<{ data: LoginResponse }>(res).data;
  if (answer.token) return answer.token;
  return secondFactor(app, `${role}:${username.toLowerCase()}`, answer.challenge!, !!answer.enrolmentRequired);
}

export const loginResponse = (res: LightMyRequestResponse) => json<{ data: LoginResponse }>(res).data;

/** The authenticator this helper set up, per app and account: its secret, and the TOTP steps already used. */
const authenticators = new WeakMap<FastifyInstance, Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>>();

/**
 * A TOTP code the API has not seen yet (one step either side of now), or a recovery code when every step is used.
 * The previous step is used only while more than 10 s of this one remain: on a busy machine the API may check the
 * code seconds later, when its clock has already left that step's window. When that leaves no unused step (and no
 * recovery code), the helper waits for the next step.
 */
export function freshCode(entry: { secret: string; lastStep: number; recoveryCodes: string[] }): string {
  const now = Math.floor(Date.now() / 30_000);
  const previousIsSafe = (now + 1) * 30_000 - Date.now() > 10_000;
  for (const step of previousIsSafe ? [now - 1, now, now + 1] : [now, now + 1]) {
    if (step <= entry.lastStep) continue;
    entry.lastStep = step;
    return authenticator.clone({ epoch: step * 30_000 }).generate(entry.secret);
  }
  const recovery = entry.recoveryCodes.shift();
  if (recovery) return recovery;
  // every step is used, in the last 10 s of this one: the next brings a new code (a synchronous wait of at most 10 s)
  if (!previousIsSafe) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, (now + 1) * 30_000 - Date.now() + 50));
    return freshCode(entry);
  }
  throw new Error('test helper: every TOTP step and recovery code is used; sign in less often');
}

async function secondFactor(app: FastifyInstance, key: string, challenge: string, enrol: boolean): Promise<string> {
  const known = authenticators.get(app) ?? new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>();
  authenticators.set(app, known);
  if (enrol) {
    const enrolled = await app.inject({ method: 'POST', url: '/auth/two-factor/enrol', payload: { challenge } });
    if (enrolled.statusCode !== 200) throw new Error(`enrolment failed: ${enrolled.body}`);
    const entry = { secret: json<{ data: TwoFactorEnrolment }>(enrolled).data.secret, lastStep: 0, recoveryCodes: [] as string[] };
    const confirmed = await app.inject({ method: 'POST', url: '/auth/two-factor/confirm', payload: { challenge, code: freshCode(entry) } });
    if (confirmed.statusCode !== 200) throw new Error(`enrolment failed: ${confirmed.body}`);
    const { token, recoveryCodes } = json<{ data: TwoFactorRecoveryCodes }>(confirmed).data;
    known.set(key, { ...entry, recoveryCodes });
    return token!;
  }
  const entry = known.get(key);
  if (!entry) throw new Error(`test helper: ${key} has two-factor sign-in set up outside this helper`);
  const verified = await app.inject({ method: 'POST', url: '/auth/two-factor/verify', payload: { challenge, code: freshCode(entry) } });
  if (verified.statusCode !== 200) throw new Error(`two-factor verify failed: ${verified.body}`);
  return json<{ data: { token: string } }>(verified).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// 1×1 PNG
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; content: Buffer };
}

/** A multipart/form-data body built by hand (what a browser's FormData sends). */
export function multipart(parts: Part[]) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(part.file.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
export const pngPart = (name: string): Part => ({ name, file: { filename: `${name}.png`, contentType: 'image/png', content: PNG } });
export const pdfPart = (name: string): Part => ({ name, file: { filename: `${name}.pdf`, contentType: 'application/pdf', content: PDF } });

// Sockets of a listening test app.

export function baseUrl(app: FastifyInstance) {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export function socketOpener(app: FastifyInstance) {
  const sockets: Socket[] = [];
  const open = (token?: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(baseUrl(app), { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  const closeAll = () => sockets.splice(0).forEach((s) => s.close());
  return { open, closeAll };
}

/** Events of one name a socket receives from now on. */
export const record = <T = any>(socket: Socket, event: string) => {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}

export type SocketOpener = ReturnType<typeof socketOpener>;

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  listen?: boolean;
  timeoutMs?: number;
  /** Runs before the app is created (stubs it will talk to, environment it reads at start). */
  beforeStart?: () => Promise<void>;
  /** Runs after the app is closed. */
  afterClose?: () => Promise<void>;
}

/**
 * One test app for the file (or for the describe block that calls this): created before its tests, then `ready` runs
 * with it (sign-ins, ids to keep); closed after them, with the sockets opened through it when it listens.
 */
export function useTestApp(ready: (started: { app: FastifyInstance; sockets: SocketOpener }) => unknown, options: TestAppOptions = {}) {
  let started: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let sockets: SocketOpener | undefined;
  beforeAll(async () => {
    await options.beforeStart?.();
    started = await createTestApp(options.config);
    if (options.listen) await started.app.listen({ port: 0, host: '127.0.0.1' });
    sockets = socketOpener(started.app);
    await ready({ app: started.app, sockets });
  }, options.timeoutMs);
  afterAll(async () => {
    sockets?.closeAll();
    await started?.close();
    await options.afterClose?.();
  });
}

/** useTestApp for the back office's tests: `ready` also gets the signed-in admin's token. */
export function useAdminTestApp(
  ready: (started: { app: FastifyInstance; sockets: SocketOpener; admin: string }) => unknown,
  options: TestAppOptions = {},
) {
  useTestApp(async (started) => ready({ ...started, admin: await login(started.app, 'user', 'admin') }), options);
}
