import crypto from 'node:crypto';
import { hashPassword } from '../core/passwords';
import { ConfigError } from '../core/secrets';
import type { Queryable } from '../db/db';
import { adminPasswordIsUnset, claimUnsetAdminPassword } from './admin-password.repository';
import { DEMO_PASSWORD } from './demo-data';

/** The seeded admin account (the other demo accounts keep the shared demo password). */
export const ADMIN_USERNAME = 'admin';
const MIN_ADMIN_PASSWORD_LENGTH = 12;

export interface FirstAdminPassword {
  username: string;
  /** The generated password; absent when ADMIN_PASSWORD gave it (never echo an operator's own secret into logs). */
  generated?: string;
}

/** ADMIN_PASSWORD must not be guessable: the published demo password and short values are refused at start. */
export function checkAdminPassword(password: string | undefined): void {
  if (password === undefined) return;
  if (password === DEMO_PASSWORD) throw new ConfigError(`ADMIN_PASSWORD must not be the published demo password; choose another one.`);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`);
}

/** Readable and long enough (16 characters from 96 random bits) to be typed once from the log. */
export const generateAdminPassword = () => crypto.randomBytes(12).toString('base64url');

/**
 * Gives the seeded admin its first password — ADMIN_PASSWORD, else a random one — if it has none yet (first start
 * after the seed, or after migration 530 retired demo1234). Returns null when there was nothing to do, so the
 * password is shown once only.
 */
export async function setFirstAdminPassword(db: Queryable, adminPassword?: string): Promise<FirstAdminPassword | null> {
  checkAdminPassword(adminPassword);
  if (!(await adminPasswordIsUnset(db, ADMIN_USERNAME))) return null; // spares a hash on every later start
  const password = adminPassword ?? generateAdminPassword();
  const claimed = await claimUnsetAdminPassword(db, ADMIN_USERNAME, await hashPassword(password));
  if (!claimed) return null;
  return adminPassword ? { username: ADMIN_USERNAME } : { username: ADMIN_USERNAME, generated: password };
}

/** The one line the API prints (start.mjs repeats it from the API log). */
export function adminPasswordNotice(result: FirstAdminPassword): string {
  return result.generated
    ? `Admin account: ${result.username} / ${result.generated} (shown once; change it after signing in)`
    : `Admin account: ${result.username} / the password given in ADMIN_PASSWORD`;
}
