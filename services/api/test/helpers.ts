import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { setFirstAdminPassword } from '../src/seed/admin-password';
import type { AppConfig } from '../src/config';

/**
 * A fresh API for one test file: embedded in-memory PGlite and a temp data folder; or, when
 * DATABASE_URL is set, that PostgreSQL in a throw-away schema (so runs never see each other's rows).
 */
export async function createTestApp(config: Partial<AppConfig> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const app = await buildApp({
    config: {
      dataDir,
      inMemoryDb: true,
      databaseUrl,
      databaseSchema: schema,
      logger: false,
      devMode: true,
      jwtSecret: 'test-secret',
      avatarMaxBytes: 64 * 1024,
      documentMaxBytes: 256 * 1024,
      // generating the demo videos takes seconds: only the seed test asks for it
      seedMedia: false,
      rateLimits: false,
      ...config,
    },
  });
  // main.ts gives the seeded admin its first password at start; a test app does the same with a known one.
  await setFirstAdminPassword(app.ctx.db, ADMIN_PASSWORD);
  const close = async () => {
    await app.close();
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

/** PUT /auth/users/me/password as the token's account. */
export const changePassword = (app: FastifyInstance, token: string, payload: { currentPassword?: string; password: string }) =>
  app.inject({ method: 'PUT', url: '/auth/users/me/password', headers: bearer(token), payload });

export const json = <T = any>(res: LightMyRequestResponse): T => JSON.parse(res.body) as T;

export async function login(
  app: FastifyInstance,
  role: 'user' | 'performer' | 'studio',
  username: string,
  password = username === 'admin' ? ADMIN_PASSWORD : 'demo1234',
) {
  const url = { user: '/auth/code/login', performer: '/auth/performers/login', studio: '/auth/studio/login' }[role];
  const res = await app.inject({ method: 'POST', url, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return json<{ data: { token: string } }>(res).data.token;
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
      const socket = connect(baseUrl(app), { path: '/socket.io', query: token ? { token } : {}, transports: ['websocket'], reconnection: false });
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
