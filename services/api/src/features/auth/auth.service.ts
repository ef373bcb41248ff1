import crypto from 'node:crypto';
import type {
  LoginResponse,
  PerformerRegisterFields,
  RegisterResponse,
  Role,
  StudioRegisterFields,
  UserRegisterRequest,
} from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, validationError } from '../../core/errors';
import type { UploadedFile } from '../../core/multipart';
import type { VerifiedToken } from '../../core/tokens';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { bumpTokenVersion } from '../../core/sessions.repository';
import { endAllSessions, issueToken } from '../../core/sessions';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { assertAvailable, rethrowUniqueViolation, withUsername } from '../accounts/account-names';
import { findCredentials, setPasswordHash } from '../accounts/accounts.repository';
import {
  assertNotWaiting,
  beginSignInAttempt,
  countCodeAttempt,
  forgetSignInFailures,
  passwordConfirmed,
  signInSucceeded,
  SignInLockedError,
  type SignInAttempt,
} from '../accounts/sign-in-lockout';
import { SIGNED_IN_CLIENT } from '../accounts/suspend-own-account';
import { insertPerformer } from '../performers/performers.repository';
import { insertStudio, studioExists } from '../studios/studios.repository';
import { signInChallenge } from '../two-factor/two-factor.service';
import { insertUser } from '../users/users.repository';
import { sendVerificationEmail } from '../verification/email-verification.mails';
import { sendAuthCodeEmail, sendPasswordResetEmail } from './auth.mails';
import { findPasswordReset, insertAuthCode, insertPasswordReset, markPasswordResetUsed, useAuthCode } from './auth.repository';

export const AUTH_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

const INCORRECT = 'Incorrect username or password';

// Checked when the username is unknown, so an unknown name costs the same time as a wrong password.
let decoyHash: Promise<string> | null = null;
const decoyPasswordHash = () => (decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/**
 * Password login for one role; users may also sign in with an unused e-mailed auth code as the password.
 * Every attempt counts towards the waits of its (login, client address) before the password is checked, for names
 * that exist and names that do not alike (accounts/sign-in-lockout.ts); a success forgets them.
 * An account with two-factor sign-in (the admin always) gets a challenge for POST /auth/two-factor/verify instead of a token.
 */
export async function login(
  ctx: AppContext,
  source: Role,
  body: { username: string; password: string; remember?: boolean },
  client: { address: string },
): Promise<LoginResponse> {
  const loginName = body.username.trim();
  const account = await findCredentials(ctx.db, source, { login: loginName });
  const attempt = await beginSignInAttempt(ctx.db, ctx.signInKeys, source, account?.username ?? loginName, client.address);
  const valid = await credentialsValid(ctx.db, source, account, body.password, attempt); // also for no account: the same waits
  if (!account || !valid) throw badRequest(INCORRECT);
  await signInSucceeded(ctx.db, attempt);
  if (account.status === 'inactive') throw badRequest('This account has been deactivated');
  // Two-factor accounts (and the admin, always) answer a challenge instead of a token: see features/two-factor.
  const owner = { source, accountId: account.id, isAdmin: account.roles.includes('admin'), remember: body.remember };
  const challenge = await signInChallenge(ctx, owner, () => verifyPassword(account.password_hash, body.password));
  if (challenge) return challenge;
  return { token: await issueToken(ctx, source, account.id, body.remember) };
}

/**
 * The password (or a member's e-mailed code) against the account, or against a decoy hash when there is no
 * account, so an unknown name costs the same time. While the attempt has to wait, only an e-mailed code is
 * checked (the owner's way in from any address; counted on its own): anything else answers the 429.
 */
async function credentialsValid(
  db: Queryable,
  source: Role,
  account: { id: string; password_hash: string } | null,
  password: string,
  attempt: SignInAttempt,
): Promise<boolean> {
  if (attempt.waitSeconds > 0) {
    const code = password.trim();
    const codeAllowed = source === 'user' && /^\d{6}$/.test(code) && (await countCodeAttempt(db, attempt));
    if (codeAllowed && account && (await consumeAuthCode(db, account.id, code))) return true;
    throw new SignInLockedError(attempt.waitSeconds);
  }
  if (!account) return verifyPassword(await decoyPasswordHash(), password).then(() => false);
  if (await verifyPassword(account.password_hash, password)) return true;
  return source === 'user' && consumeAuthCode(db, account.id, password.trim());
}

export const CURRENT_PASSWORD_INCORRECT = 'The current password is incorrect.';

/**
 * Changes the signed-in account's password after checking the current one, ends every other session and
 * answers a fresh token for the caller (its own token ended with the others).
 */
export async function changePassword(ctx: AppContext, token: VerifiedToken & { source: Role }, currentPassword: string, newPassword: string) {
  const account = await findCredentials(ctx.db, token.source, { id: token.sourceId });
  if (!account) throw badRequest(CURRENT_PASSWORD_INCORRECT);
  // A stolen token must not become a way to guess the password: wrong current passwords count as failed sign-ins.
  const attempt = await beginSignInAttempt(ctx.db, ctx.signInKeys, token.source, account.username, SIGNED_IN_CLIENT);
  assertNotWaiting(attempt);
  if (!(await verifyPassword(account.password_hash, currentPassword))) throw badRequest(CURRENT_PASSWORD_INCORRECT);
  await setPasswordHash(ctx.db, token.source, account.id, await hashPassword(newPassword));
  await passwordConfirmed(ctx.db, attempt);
  await endAllSessions(ctx, token.source, account.id);
  const remember = token.expiresAt.getTime() - token.issuedAt.getTime() > 31 * 24 * 3600 * 1000;
  return { token: await issueToken(ctx, token.source, account.id, remember) };
}

export async function sendAuthCode(ctx: AppContext, email: string) {
  const account = await findCredentials(ctx.db, 'user', { email });
  // The same answer whether or not the address has an (active) account: the form must not tell who is a member.
  if (!account || account.status === 'inactive') return { email };
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await insertAuthCode(ctx.db, {
    accountId: account.id,
    email: account.email,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_MS),
  });
  await sendAuthCodeEmail(ctx, account, code);
  return { email: account.email };
}

async function consumeAuthCode(db: Queryable, accountId: string, code: string) {
  return /^\d{6}$/.test(code) && useAuthCode(db, accountId, sha256(code));
}

/** E-mails a reset link when the account exists; the answer never tells whether it does. */
export async function forgotPassword(ctx: AppContext, email: string, source: Role) {
  const account = await findCredentials(ctx.db, source, { email });
  if (account) {
    const token = crypto.randomBytes(32).toString('base64url');
    await insertPasswordReset(ctx.db, { source, accountId: account.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    await sendPasswordResetEmail(ctx, account, token);
  }
  return { email };
}

export const findResetToken = (db: Queryable, token: string) => findPasswordReset(db, sha256(token));

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hash = await hashPassword(password);
  const reset = await ctx.db.transaction(async (tx) => {
    const found = await findResetToken(tx, token);
    if (!found) throw badRequest('This password reset link is invalid or has expired');
    await markPasswordResetUsed(tx, found.id);
    await setPasswordHash(tx, found.source, found.account_id, hash);
    await bumpTokenVersion(tx, found.source, found.account_id); // whoever held a token loses it with the old password
    const account = await findCredentials(tx, found.source, { id: found.account_id });
    if (account) await forgetSignInFailures(tx, ctx.signInKeys, found.source, account.username);
    return found;
  });
  ctx.sessions.forget(reset.source, reset.account_id);
  await ctx.realtime.disconnectAccount(reset.source, reset.account_id);
  return true;
}

const REGISTERED_MESSAGE = 'Your account has been created. We have sent you an e-mail to verify your e-mail address.';

export async function registerUser(ctx: AppContext, body: UserRegisterRequest): Promise<RegisterResponse> {
  const values = { username: body.username, email: body.email.trim() };
  await assertAvailable(ctx.db, 'user', values);
  const id = newId();
  const passwordHash = await hashPassword(body.password);
  await withUsername(ctx.db, 'user', id, values.username, (tx) =>
    insertUser(tx, {
      id,
      ...values,
      passwordHash,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      gender: body.gender ?? '',
      country: body.country ?? '',
    }),
  ).catch((error) => rethrowUniqueViolation(error, values));
  await sendVerificationEmail(ctx, { source: 'user', id, ...values });
  return { _id: id, ...values, message: REGISTERED_MESSAGE };
}

/** The identity documents sent with a performer or studio registration. */
export interface VerificationDocuments {
  documentVerification: UploadedFile;
  idVerification: UploadedFile;
}

/** Stores both documents privately, owned by the new account, inside its registration transaction. */
async function saveDocuments(ctx: AppContext, tx: Queryable, owner: { source: 'performer' | 'studio'; id: string }, files: VerificationDocuments) {
  const save = (file: UploadedFile, kind: string) =>
    ctx.storage.save(tx, { buffer: file.buffer, mimeType: file.mimeType, originalName: file.filename, kind, visibility: 'private', owner });
  const document = await save(files.documentVerification, 'document-verification');
  const idDocument = await save(files.idVerification, 'id-verification');
  return { documentVerificationId: document.id, idVerificationId: idDocument.id };
}

export async function registerPerformer(ctx: AppContext, fields: PerformerRegisterFields, files: VerificationDocuments): Promise<RegisterResponse> {
  const values = { username: fields.username, email: fields.email.trim() };
  await assertAvailable(ctx.db, 'performer', values);
  if (fields.studioId && !(await studioExists(ctx.db, fields.studioId))) {
    throw validationError([{ property: 'studioId', constraints: { exists: 'This studio does not exist' } }]);
  }
  const id = newId();
  const passwordHash = await hashPassword(fields.password);
  await withUsername(ctx.db, 'performer', id, values.username, async (tx) => {
    const documents = await saveDocuments(ctx, tx, { source: 'performer', id }, files);
    await insertPerformer(tx, {
      id,
      ...values,
      passwordHash,
      firstName: fields.firstName,
      lastName: fields.lastName,
      gender: fields.gender,
      country: fields.country ?? '',
      dateOfBirth: fields.dateOfBirth ? fields.dateOfBirth.slice(0, 10) : null,
      studioId: fields.studioId || null,
      ...documents,
    });
  }).catch((error) => rethrowUniqueViolation(error, values));
  await sendVerificationEmail(ctx, { source: 'performer', id, ...values });
  return { _id: id, ...values, message: REGISTERED_MESSAGE };
}

export async function registerStudio(ctx: AppContext, fields: StudioRegisterFields, files: VerificationDocuments): Promise<RegisterResponse> {
  const values = { username: fields.username, email: fields.email.trim() };
  await assertAvailable(ctx.db, 'studio', values);
  const id = newId();
  const passwordHash = await hashPassword(fields.password);
  await withUsername(ctx.db, 'studio', id, values.username, async (tx) => {
    const documents = await saveDocuments(ctx, tx, { source: 'studio', id }, files);
    await insertStudio(tx, { id, ...values, passwordHash, name: fields.name, country: fields.country ?? '', ...documents });
  }).catch((error) => rethrowUniqueViolation(error, values));
  await sendVerificationEmail(ctx, { source: 'studio', id, ...values });
  return { _id: id, ...values, message: REGISTERED_MESSAGE };
}
