import type { Role } from '@platform/shared/contract';
import { HttpError } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { clearSignInFailures, countSignInAttempt, lockSecondsLeft } from './auth.repository';

export const MAX_FAILED_SIGN_INS = 10;
export const SIGN_IN_LOCK_SECONDS = 60;

/** 429 with the wait in seconds (the route copies it into `Retry-After`). */
export class SignInLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, {
      statusCode: 429,
      message: `Too many failed sign-ins. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
      error: 'Too Many Requests',
    });
  }
}

/**
 * Counts the attempt for an existing account before its password is checked (so parallel guesses cannot
 * outrun the lock); throws SignInLockedError while the account is locked. A success must call `signInSucceeded`.
 */
export async function beginSignInAttempt(db: Queryable, source: Role, accountId: string) {
  const counted = await countSignInAttempt(db, source, accountId, MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_SECONDS);
  if (counted) return;
  const seconds = await lockSecondsLeft(db, source, accountId);
  throw new SignInLockedError(Math.max(1, Math.ceil(seconds)));
}

export const signInSucceeded = (db: Queryable, source: Role, accountId: string) => clearSignInFailures(db, source, accountId);

/**
 * Unknown usernames get the same answers as real accounts (429 after the same number of failures), counted in
 * this process only: writing them to the database would record which names do not exist.
 */
const unknownLogins = new Map<string, { failures: number; lockedUntil: number }>();
const MAX_UNKNOWN_TRACKED = 10_000;

export function countUnknownSignIn(source: Role, login: string, now = Date.now()) {
  const key = `${source}:${login.toLowerCase()}`;
  const entry = unknownLogins.get(key) ?? { failures: 0, lockedUntil: 0 };
  if (entry.lockedUntil > now) throw new SignInLockedError(Math.max(1, Math.ceil((entry.lockedUntil - now) / 1000)));
  entry.failures += 1;
  if (entry.failures >= MAX_FAILED_SIGN_INS) entry.lockedUntil = now + SIGN_IN_LOCK_SECONDS * 1000;
  unknownLogins.delete(key); // re-inserted last: the oldest entries go first when the map is full
  unknownLogins.set(key, entry);
  if (unknownLogins.size > MAX_UNKNOWN_TRACKED) unknownLogins.delete(unknownLogins.keys().next().value as string);
}
