import crypto from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import type { LoginResponse, Role, TwoFactorEnrolment, TwoFactorStatus } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import type { Queryable } from '../../db/db';
import { badRequest, HttpError } from '../../core/errors';
import {
  countChallengeFailure,
  countRecoveryCodesLeft,
  deleteTwoFactor,
  enableTwoFactor,
  findOpenChallenge,
  findTwoFactor,
  insertChallenge,
  insertCodeFailure,
  recentCodeFailures,
  replaceRecoveryCodes,
  upsertPendingSecret,
  useChallenge,
  useRecoveryCode,
  useStep,
  type ChallengeRow,
} from './two-factor.repository';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge allows before it must be replaced by signing in again. */
export const CHALLENGE_MAX_FAILURES = 5;
/** Wrong codes one account allows per minute, over all its challenges and settings calls. */
export const ACCOUNT_MAX_FAILURES_PER_MINUTE = 10;
export const RECOVERY_CODE_COUNT = 10;

const STEP_SECONDS = 30;
// one step either side: a phone clock a little off still works
const totp = authenticator.clone({ step: STEP_SECONDS, window: 1 });

const WRONG_CODE = 'The code is not correct. Try the current code from your authenticator app, or a recovery code.';
const CHALLENGE_GONE = 'This sign-in has expired or had too many wrong codes. Please sign in again.';

/** The account a second factor belongs to. */
export interface TwoFactorOwner {
  source: Role;
  accountId: string;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** 429 with the seconds to wait (the routes send them as Retry-After). */
export class TooManyCodesError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, { statusCode: 429, message: 'Too many wrong codes. Please wait a minute and try again.', error: 'Too Many Requests' });
  }
}

async function assertNotThrottled(ctx: AppContext, owner: TwoFactorOwner) {
  const { count, oldest } = await recentCodeFailures(ctx.db, owner.source, owner.accountId, 60);
  if (count < ACCOUNT_MAX_FAILURES_PER_MINUTE) return;
  const waitMs = oldest ? oldest.getTime() + 60_000 - Date.now() : 60_000;
  throw new TooManyCodesError(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCodes() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256(normalizeRecoveryCode(code))) };
}

/** The 30-second step a TOTP code belongs to (within one step of now), or null. */
function totpStep(secret: string, code: string): number | null {
  const delta = totp.checkDelta(code, secret);
  return delta === null ? null : Math.floor(Date.now() / 1000 / STEP_SECONDS) + delta;
}

/**
 * Checks a TOTP code (each step signs in once) or, when `allowRecovery`, an unused recovery code (used up now).
 * A wrong code counts towards the account's per-minute limit.
 */
async function checkCode(ctx: AppContext, owner: TwoFactorOwner, rawCode: string, { allowRecovery = true, pending = false } = {}) {
  await assertNotThrottled(ctx, owner);
  const row = await findTwoFactor(ctx.db, owner.source, owner.accountId);
  if (!row || (pending ? row.enabled_at : !row.enabled_at)) return false;
  const code = rawCode.replace(/\s/g, '');
  let valid = false;
  if (/^\d{6}$/.test(code)) {
    const secret = ctx.secretBox.open(row.secret_encrypted);
    const step = secret ? totpStep(secret, code) : null;
    valid = step !== null && (await useStep(ctx.db, owner.source, owner.accountId, step));
  } else if (allowRecovery) {
    valid = await useRecoveryCode(ctx.db, owner.source, owner.accountId, sha256(normalizeRecoveryCode(code)));
  }
  if (!valid) await insertCodeFailure(ctx.db, owner.source, owner.accountId);
  return valid;
}

export const isTwoFactorOn = async (ctx: AppContext, owner: TwoFactorOwner) =>
  !!(await findTwoFactor(ctx.db, owner.source, owner.accountId))?.enabled_at;

/**
 * The second step a password (or e-mailed code) sign-in still needs, or null: accounts with two-factor sign-in on get
 * a challenge; the admin always does, an enrolment-only one until he has a second factor.
 */
export async function signInChallenge(
  ctx: AppContext,
  owner: TwoFactorOwner & { isAdmin: boolean; remember?: boolean },
  /** Whether the sign-in gave the password (not a member's e-mailed code). */
  byPassword: () => Promise<boolean>,
): Promise<Required<Pick<LoginResponse, 'twoFactorRequired' | 'challenge' | 'enrolmentRequired'>> | null> {
  const on = await isTwoFactorOn(ctx, owner);
  if (!on && !owner.isAdmin) return null;
  // Reading an e-mail alone never makes anyone admin: enrolling the admin's second factor takes his password.
  if (!on && !(await byPassword())) throw badRequest('The admin sets up two-factor sign-in with his password, not an e-mailed code.');
  const challenge = crypto.randomBytes(32).toString('base64url');
  await insertChallenge(ctx.db, {
    hash: sha256(challenge),
    source: owner.source,
    accountId: owner.accountId,
    remember: !!owner.remember,
    enrolment: !on,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return { twoFactorRequired: true, challenge, enrolmentRequired: !on };
}

async function openChallenge(ctx: AppContext, challenge: string, enrolment: boolean): Promise<ChallengeRow & { hash: string }> {
  const hash = sha256(challenge);
  const row = await findOpenChallenge(ctx.db, hash, CHALLENGE_MAX_FAILURES);
  if (!row) throw badRequest(CHALLENGE_GONE);
  if (row.enrolment !== enrolment)
    throw badRequest(enrolment ? 'Two-factor sign-in is already set up for this account.' : 'Set up two-factor sign-in first.');
  return { ...row, hash };
}

/** Checks the code for an open challenge; answers the account to sign in (the challenge is used up). */
export async function verifyChallenge(ctx: AppContext, challenge: string, code: string) {
  const row = await openChallenge(ctx, challenge, false);
  const owner = { source: row.source, accountId: row.account_id };
  if (!(await checkCode(ctx, owner, code))) {
    await countChallengeFailure(ctx.db, row.hash);
    throw badRequest(WRONG_CODE);
  }
  if (!(await useChallenge(ctx.db, row.hash))) throw badRequest(CHALLENGE_GONE);
  return { ...owner, remember: row.remember };
}

/** The account an enrolment challenge was made for (an admin signing in for the first time since 2FA). */
export async function enrolmentOwner(ctx: AppContext, challenge: string) {
  const row = await openChallenge(ctx, challenge, true);
  return { source: row.source, accountId: row.account_id, remember: row.remember, hash: row.hash };
}

/** Confirms an enrolment begun with an enrolment challenge: answers the recovery codes and the account to sign in. */
export async function confirmEnrolmentChallenge(ctx: AppContext, challenge: string, code: string) {
  const { hash, remember, ...owner } = await enrolmentOwner(ctx, challenge);
  let recoveryCodes: string[];
  try {
    recoveryCodes = await confirmEnrolment(ctx, owner, code);
  } catch (error) {
    await countChallengeFailure(ctx.db, hash);
    throw error;
  }
  if (!(await useChallenge(ctx.db, hash))) throw badRequest(CHALLENGE_GONE);
  return { owner, remember, recoveryCodes };
}

export async function twoFactorStatus(ctx: AppContext, owner: TwoFactorOwner, isAdmin: boolean): Promise<TwoFactorStatus> {
  const enabled = await isTwoFactorOn(ctx, owner);
  return { enabled, required: isAdmin, recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(ctx.db, owner.source, owner.accountId) : 0 };
}

/** A new secret (not active until confirmed with a code): shown once as text, `otpauth://` link and QR code. */
export async function startEnrolment(ctx: AppContext, owner: TwoFactorOwner, label: string): Promise<TwoFactorEnrolment> {
  const secret = authenticator.generateSecret(20);
  if (!(await upsertPendingSecret(ctx.db, owner.source, owner.accountId, ctx.secretBox.seal(secret)))) {
    throw badRequest('Two-factor sign-in is already on. Turn it off first to set up a new authenticator.');
  }
  const issuer = new URL(ctx.config.publicSiteUrl).host;
  const otpauthUrl = totp.keyuri(label, issuer, secret);
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The first code from the app turns two-factor sign-in on; answers the ten recovery codes (shown once). */
export async function confirmEnrolment(ctx: AppContext, owner: TwoFactorOwner, code: string) {
  const pending = await findTwoFactor(ctx.db, owner.source, owner.accountId);
  if (!pending || pending.enabled_at) throw badRequest('Start setting up two-factor sign-in first.');
  if (!(await checkCode(ctx, owner, code, { allowRecovery: false, pending: true }))) throw badRequest(WRONG_CODE);
  const { codes, hashes } = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await enableTwoFactor(tx, owner.source, owner.accountId);
    await replaceRecoveryCodes(tx, owner.source, owner.accountId, hashes);
  });
  return codes;
}

const assertOn = async (ctx: AppContext, owner: TwoFactorOwner) => {
  if (!(await isTwoFactorOn(ctx, owner))) throw badRequest('Two-factor sign-in is not on for this account.');
};

/** Ten new recovery codes (the old ones stop working); needs a current code from the app. */
export async function regenerateRecoveryCodes(ctx: AppContext, owner: TwoFactorOwner, code: string) {
  await assertOn(ctx, owner);
  if (!(await checkCode(ctx, owner, code, { allowRecovery: false }))) throw badRequest(WRONG_CODE);
  const { codes, hashes } = newRecoveryCodes();
  await ctx.db.transaction((tx) => replaceRecoveryCodes(tx, owner.source, owner.accountId, hashes));
  return codes;
}

/** Turns two-factor sign-in off with a current code (or a recovery code); the admin cannot. */
export async function disableTwoFactor(ctx: AppContext, owner: TwoFactorOwner, code: string, isAdmin: boolean) {
  if (isAdmin) throw badRequest('The admin must keep two-factor sign-in on.');
  await assertOn(ctx, owner);
  if (!(await checkCode(ctx, owner, code))) throw badRequest(WRONG_CODE);
  await deleteTwoFactor(ctx.db, owner.accountId, owner.source);
}

/** The admin removes an account's second factor (a lost phone): it signs in with its password again (an admin enrols again). */
export const resetTwoFactor = (db: Queryable, accountId: string) => deleteTwoFactor(db, accountId);
