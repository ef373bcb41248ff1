import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { authenticator } from 'otplib';
import { ADMIN_PASSWORD, PASSWORD } from './accounts';
import { SITE_ORIGIN, api } from './api';

// The admin signs in with a second factor (TOTP): his first sign-in enrols an authenticator. The journeys keep
// what they enrolled (secret, the steps already used, recovery codes, the last token) in the run's data folder,
// so every journey of a run (and every worker) signs him in with the same authenticator.

interface Authenticator {
  secret: string;
  /** The last 30-second step a code was used for: the API accepts each code once. */
  lastStep: number;
  recoveryCodes: string[];
  token?: string;
}

/**
 * A TOTP code the API has not seen yet (one step either side of now), or a recovery code when every step is used.
 * The previous step is used only while more than 10 s of this one remain: on a busy machine the API may check the
 * code seconds later, when its clock has already left that step's window. When that leaves no unused step (and no
 * recovery code), the helper waits for the next step.
 */
export function freshCode(entry: Authenticator): string {
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
  throw new Error('every TOTP step and recovery code of the authenticator is used');
}

/** The code an authenticator app would show right now. */
export const currentCode = (secret: string) => authenticator.generate(secret);

/** The secret of an `otpauth://totp/...?secret=...` link. */
export const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret') ?? '';

const cacheFile = () => path.join(process.env.PLATFORM_DATA_DIR ?? '/tmp', 'e2e-admin-two-factor.json');
const readCache = (): Authenticator | null => {
  try {
    return JSON.parse(fs.readFileSync(cacheFile(), 'utf8')) as Authenticator;
  } catch {
    return null;
  }
};
const writeCache = (entry: Authenticator) => fs.writeFileSync(cacheFile(), JSON.stringify(entry), { mode: 0o600 });

interface LoginAnswer {
  token?: string;
  twoFactorRequired?: boolean;
  challenge?: string;
  enrolmentRequired?: boolean;
}

/** A session token of the seeded admin `admin`: his password, then his second factor (enrolled at his first sign-in). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const cached = readCache();
  if (cached?.token && (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${cached.token}` } })).ok()) return cached.token;
  const answer = await api<LoginAnswer>(request, 'POST', '/auth/code/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  if (answer.token) return answer.token;
  let entry: Authenticator;
  let token: string;
  if (answer.enrolmentRequired) {
    const { secret } = await api<{ secret: string }>(request, 'POST', '/auth/two-factor/enrol', { body: { challenge: answer.challenge } });
    entry = { secret, lastStep: 0, recoveryCodes: [] };
    const done = await api<{ token: string; recoveryCodes: string[] }>(request, 'POST', '/auth/two-factor/confirm', {
      body: { challenge: answer.challenge, code: freshCode(entry) },
    });
    entry.recoveryCodes = done.recoveryCodes;
    token = done.token;
  } else {
    if (!cached) throw new Error(`the admin has a second factor this run did not enrol (no ${cacheFile()})`);
    entry = cached;
    token = (
      await api<{ token: string }>(request, 'POST', '/auth/two-factor/verify', { body: { challenge: answer.challenge, code: freshCode(entry) } })
    ).token;
  }
  writeCache({ ...entry, token });
  return token;
}

/** A new, unverified performer (password demo1234) registered through the API, for a journey that changes its sign-in. */
export async function registerPerformer(request: APIRequestContext, label: string): Promise<{ username: string; email: string }> {
  const username = `e2e${label}${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toLowerCase().slice(0, 40);
  const email = `${username}@example.test`;
  const pdf = { name: 'document.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') };
  const res = await request.post('/api/auth/performers/register', {
    multipart: {
      username,
      email,
      password: PASSWORD,
      firstName: 'Tessa',
      lastName: 'Factor',
      gender: 'female',
      documentVerification: pdf,
      idVerification: pdf,
    },
    headers: { Origin: SITE_ORIGIN, 'X-Forwarded-For': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}` },
  });
  if (!res.ok()) throw new Error(`performer registration → HTTP ${res.status()}: ${(await res.text()).slice(0, 300)}`);
  return { username, email };
}
