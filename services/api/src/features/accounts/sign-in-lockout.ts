import crypto from 'node:crypto';
import type { Role } from '@platform/shared/contract';
import type { SignInKeys } from '../../core/context';
import { HttpError } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { foldUsername } from './account-names';
import {
  clearSignInFailures,
  countSignInFailure,
  isUsualAddress,
  pruneSignInFailures,
  rememberAddress,
  uncountSignInFailure,
  waitSecondsLeft,
  type DelayPolicy,
} from './sign-in-lockout.repository';

/**
 * Failed sign-ins are counted per (login, client address), so an attacker's failures only slow the attacker:
 * 5 free failures, then a wait of 15 s that doubles with each failure, up to 15 minutes.
 */
export const ADDRESS_POLICY: DelayPolicy = { free: 5, baseSeconds: 15, capSeconds: 15 * 60, forgetSeconds: 24 * 3600 };
/**
 * Failures from every address that is not one of the login's usual ones (where it last signed in) are also counted
 * together, so many addresses cannot share out the guessing; the owner at a usual address never meets this wait,
 * and a member anywhere can still sign in with an e-mailed code.
 */
export const NEW_ADDRESSES_POLICY: DelayPolicy = { free: 20, baseSeconds: 15, capSeconds: 15 * 60, forgetSeconds: 24 * 3600 };
/** How many recent sign-in addresses count as the login's usual ones. */
export const USUAL_ADDRESSES_KEPT = 5;
const ALL_NEW_ADDRESSES = '*';

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

export function createSignInKeys(installSecret: string): SignInKeys {
  const key = Buffer.from(crypto.hkdfSync('sha256', installSecret, 'platform-sign-in-lockout', 'keys', 32));
  const hmac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
  return {
    login: (source, login) => hmac(`login:${source}:${foldUsername(login.trim())}`),
    client: (address) => hmac(`client:${address}`),
  };
}

/** Who is trying to sign in: the login (an account's username when it exists, else what was typed) and from where. */
export interface SignInAttempt {
  loginKey: string;
  clientKey: string;
  /** Seconds of a running wait (nothing was counted), 0 when the attempt was counted and may go on. */
  waitSeconds: number;
  /** Whether it was also counted with the failures from new addresses (taken back on success). */
  fromNewAddress?: boolean;
}

/**
 * Counts the attempt before the password is checked (a success calls `signInSucceeded`, which forgets it). While
 * a wait runs nothing is counted and `waitSeconds` says how long is left: the caller answers 429, except for a
 * valid e-mailed code (see `countCodeAttempt`).
 */
export async function beginSignInAttempt(db: Queryable, keys: SignInKeys, source: Role, login: string, address: string): Promise<SignInAttempt> {
  const loginKey = keys.login(source, login);
  const clientKey = keys.client(address);
  const waiting = async (key: string) => ({ loginKey, clientKey, waitSeconds: Math.max(1, Math.ceil(await waitSecondsLeft(db, loginKey, key))) });
  if (!(await countSignInFailure(db, loginKey, clientKey, ADDRESS_POLICY))) return waiting(clientKey);
  const fromNewAddress = !(await isUsualAddress(db, loginKey, clientKey));
  if (fromNewAddress && !(await countSignInFailure(db, loginKey, ALL_NEW_ADDRESSES, NEW_ADDRESSES_POLICY))) return waiting(ALL_NEW_ADDRESSES);
  return { loginKey, clientKey, waitSeconds: 0, fromNewAddress };
}

/** Throws the 429 of a waiting attempt. */
export function assertNotWaiting(attempt: SignInAttempt) {
  if (attempt.waitSeconds > 0) throw new SignInLockedError(attempt.waitSeconds);
}

/**
 * While a wait runs, an e-mailed code may still be tried (the owner's way in from anywhere), counted on its own
 * with the address policy so the code cannot be guessed either. False when that count is waiting too.
 */
export async function countCodeAttempt(db: Queryable, attempt: SignInAttempt) {
  return !!(await countSignInFailure(db, attempt.loginKey, `${attempt.clientKey}:code`, ADDRESS_POLICY));
}

/** A right password (or code): this address's failures are forgotten and it becomes one of the usual ones. */
export async function signInSucceeded(db: Queryable, attempt: SignInAttempt) {
  await clearSignInFailures(db, attempt.loginKey, attempt.clientKey);
  await clearSignInFailures(db, attempt.loginKey, `${attempt.clientKey}:code`);
  if (attempt.fromNewAddress) await uncountSignInFailure(db, attempt.loginKey, ALL_NEW_ADDRESSES);
  await rememberAddress(db, attempt.loginKey, attempt.clientKey, USUAL_ADDRESSES_KEPT);
  await pruneSignInFailures(db, ADDRESS_POLICY.forgetSeconds);
}

/** A new password (reset by e-mail): every count of the login starts again. */
export const forgetSignInFailures = (db: Queryable, keys: SignInKeys, source: Role, login: string) =>
  clearSignInFailures(db, keys.login(source, login));

/** A signed-in account confirmed its password (password change, suspension): its count is forgotten, nothing remembered. */
export const passwordConfirmed = (db: Queryable, attempt: SignInAttempt) => clearSignInFailures(db, attempt.loginKey, attempt.clientKey);
