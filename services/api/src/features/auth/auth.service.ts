import crypto from 'node:crypto';
import type { Role } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, validationError } from '../../core/errors';
import { hashPassword, verifyPassword } from '../../core/passwords';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { findCredentials, findTaken, setPasswordHash } from '../accounts/accounts.repository';
import { sendAuthCodeEmail, sendPasswordResetEmail } from './auth.mails';

export const AUTH_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

const INCORRECT = 'Incorrect username or password';

/** Password login for one role; users may also sign in with an unused e-mailed auth code as the password. */
export async function login(ctx: AppContext, source: Role, body: { username: string; password: string; remember?: boolean }) {
  const account = await findCredentials(ctx.db, source, { login: body.username.trim() });
  if (!account) throw badRequest(INCORRECT);
  let valid = await verifyPassword(account.password_hash, body.password);
  if (!valid && source === 'user') valid = await consumeAuthCode(ctx.db, account.id, body.password.trim());
  if (!valid) throw badRequest(INCORRECT);
  if (account.status === 'inactive') throw badRequest('This account has been deactivated');
  return { token: ctx.tokens.sign({ authId: account.id, source, sourceId: account.id }, body.remember) };
}

/** 400 with one item per clashing field, so the form can show it next to the input. */
export async function assertAvailable(db: Queryable, source: Role, values: { username?: string; email?: string }, exceptId?: string) {
  const taken = await findTaken(db, source, values, exceptId);
  const items = [];
  if (taken.username) items.push({ property: 'username', constraints: { isUnique: `Username ${values.username} is already taken` } });
  if (taken.email) items.push({ property: 'email', constraints: { isUnique: `E-mail ${values.email} is already registered` } });
  if (items.length) throw validationError(items);
}

/** Maps a unique-index race (two registrations at once) to the same 400 as the pre-check. */
export function rethrowUniqueViolation(error: unknown, values: { username?: string; email?: string }): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') {
    const which = `${e.constraint ?? ''} ${e.message ?? ''}`;
    if (which.includes('email')) throw validationError([{ property: 'email', constraints: { isUnique: `E-mail ${values.email} is already registered` } }]);
    throw validationError([{ property: 'username', constraints: { isUnique: `Username ${values.username} is already taken` } }]);
  }
  throw error;
}

export async function sendAuthCode(ctx: AppContext, email: string) {
  const account = await findCredentials(ctx.db, 'user', { email });
  if (!account) throw validationError([{ property: 'email', constraints: { exists: 'No member account is registered with this e-mail' } }]);
  if (account.status === 'inactive') throw badRequest('This account has been deactivated');
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.query(
    `INSERT INTO auth_codes (id, source, account_id, email, code_hash, expires_at) VALUES ($1, 'user', $2, $3, $4, $5)`,
    [newId(), account.id, account.email, sha256(code), new Date(Date.now() + AUTH_CODE_TTL_MS)],
  );
  await sendAuthCodeEmail(ctx, account, code);
  return { email: account.email, code };
}

async function consumeAuthCode(db: Queryable, accountId: string, code: string) {
  if (!/^\d{6}$/.test(code)) return false;
  const { rowCount } = await db.query(
    `UPDATE auth_codes SET used_at = now()
     WHERE id = (SELECT id FROM auth_codes WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now() LIMIT 1)`,
    [accountId, sha256(code)],
  );
  return rowCount > 0;
}

export async function forgotPassword(ctx: AppContext, email: string, source: Role) {
  const account = await findCredentials(ctx.db, source, { email });
  if (!account) throw validationError([{ property: 'email', constraints: { exists: `No ${source} account is registered with this e-mail` } }]);
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.db.query(
    `INSERT INTO password_resets (id, source, account_id, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [newId(), source, account.id, sha256(token), new Date(Date.now() + RESET_TTL_MS)],
  );
  await sendPasswordResetEmail(ctx, account, token);
  return { email: account.email };
}

export async function findResetToken(db: Queryable, token: string) {
  const { rows } = await db.query<{ id: string; source: Role; account_id: string }>(
    `SELECT id, source, account_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const reset = await findResetToken(tx, token);
    if (!reset) throw badRequest('This password reset link is invalid or has expired');
    await tx.query('UPDATE password_resets SET used_at = now() WHERE id = $1', [reset.id]);
    await setPasswordHash(tx, reset.source, reset.account_id, hash);
    return true;
  });
}
