import type { AppContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { verifyPassword } from '../../core/passwords';
import { bumpTokenVersion } from '../../core/sessions.repository';
import { findCredentials, suspendAccount } from './accounts.repository';
import { assertNotWaiting, beginSignInAttempt, passwordConfirmed } from './sign-in-lockout';

/** The one "address" of password confirmations by a signed-in session: a stolen token's guesses wait on their own. */
export const SIGNED_IN_CLIENT = 'signed-in-session';

export const SUSPEND_PASSWORD_INCORRECT = 'The password is incorrect. Your account was not suspended.';

/**
 * The signed-in member or performer suspends their own account after confirming the password: the account
 * becomes inactive (it cannot sign in and disappears from lists), every session and socket of it ends; its
 * balance and ledger are kept. A wrong password changes nothing and counts as a failed sign-in.
 */
export async function suspendOwnAccount(
  ctx: AppContext,
  source: 'user' | 'performer',
  accountId: string,
  password: string,
  /** Runs once the password is right, before the account goes inactive (a performer's shows end). */
  beforeSuspend?: () => Promise<void>,
) {
  const account = await findCredentials(ctx.db, source, { id: accountId });
  if (!account) throw badRequest(SUSPEND_PASSWORD_INCORRECT);
  const attempt = await beginSignInAttempt(ctx.db, ctx.signInKeys, source, account.username, SIGNED_IN_CLIENT);
  assertNotWaiting(attempt);
  if (!(await verifyPassword(account.password_hash, password))) throw badRequest(SUSPEND_PASSWORD_INCORRECT);
  await passwordConfirmed(ctx.db, attempt);
  await beforeSuspend?.();
  await ctx.db.transaction(async (tx) => {
    await suspendAccount(tx, source, account.id);
    await bumpTokenVersion(tx, source, account.id);
  });
  ctx.sessions.forget(source, account.id);
  await ctx.realtime.disconnectAccount(source, account.id);
  return { success: true, status: 'inactive' as const };
}
