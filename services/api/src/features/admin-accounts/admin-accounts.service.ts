import type { AdminAccount, AdminAccountDetails, Role } from '@platform/shared/contract';
import type { AppContext, AuthInfo } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { recordAdminAction } from '../audit-log/audit-log';
import { listAuditEntries } from '../audit-log/audit-log.repository';
import { bumpTokenVersion } from '../../core/sessions.repository';
import { finishAll } from '../streaming/streaming.service';
import { findTwoFactor } from '../two-factor/two-factor.repository';
import { sendAccountStatusEmail } from './account-status.mails';
import { accountHistory, findAdminAccount, lockAccount, setReactivated, setSuspended } from './admin-accounts.repository';

const snapshot = (account: AdminAccount) => ({ status: account.status, suspensionReason: account.suspensionReason });

async function lockedAccount(tx: Queryable, role: Role, id: string): Promise<AdminAccount> {
  await lockAccount(tx, role, id);
  const account = await findAdminAccount(tx, role, id);
  if (!account) throw notFound(`No ${role} account with this id`);
  return account;
}

export async function accountDetails(ctx: AppContext, role: Role, id: string): Promise<AdminAccountDetails> {
  const account = await findAdminAccount(ctx.db, role, id);
  if (!account) throw notFound(`No ${role} account with this id`);
  const [twoFactor, history, audit] = await Promise.all([
    findTwoFactor(ctx.db, role, id),
    accountHistory(ctx.db, role, id),
    listAuditEntries(ctx.db, { targetId: id, limit: 20, offset: 0 }),
  ]);
  return { account, twoFactor: !!twoFactor?.enabled_at, history, audit: audit.data };
}

/** Changes an account's status in one transaction with its audit entry; the sessions end with it. */
async function changeStatus(
  ctx: AppContext,
  admin: AuthInfo,
  role: Role,
  id: string,
  change: { action: 'account.suspend' | 'account.reactivate'; reason: string },
): Promise<AdminAccount> {
  const suspend = change.action === 'account.suspend';
  if (suspend && role === 'performer') await finishAll(ctx, id); // her shows end before she goes
  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, role, id);
    if (suspend && before.staff) throw badRequest('A staff account cannot be suspended from the back office');
    if (suspend === (before.status === 'inactive')) throw badRequest(suspend ? 'This account is already suspended' : 'This account is not suspended');
    if (suspend) {
      await setSuspended(tx, role, id, change.reason);
      await bumpTokenVersion(tx, role, id); // every token it holds stops working at once, in every API process
    } else {
      await setReactivated(tx, role, id);
    }
    const changed = (await findAdminAccount(tx, role, id))!;
    await recordAdminAction(tx, admin, {
      action: change.action,
      target: { type: role, id },
      before: snapshot(before),
      after: snapshot(changed),
      reason: change.reason,
    });
    return changed;
  });
  ctx.sessions.forget(role, id); // suspended: its sessions end; reactivated: it may sign in again
  if (suspend) await ctx.realtime.disconnectAccount(role, id);
  // a performer leaves (or comes back to) the performer lists and her content the media lists
  if (role === 'performer') await ctx.readCache.invalidate('performers', 'media');
  await sendAccountStatusEmail(ctx, after, { suspended: suspend, reason: change.reason });
  return after;
}

export const suspendAccountByAdmin = (ctx: AppContext, admin: AuthInfo, role: Role, id: string, reason: string) =>
  changeStatus(ctx, admin, role, id, { action: 'account.suspend', reason });

export const reactivateAccount = (ctx: AppContext, admin: AuthInfo, role: Role, id: string, reason: string) =>
  changeStatus(ctx, admin, role, id, { action: 'account.reactivate', reason });

/** Ends every session and socket of the account; it signs in again with its password. */
export async function signOutEverywhereByAdmin(ctx: AppContext, admin: AuthInfo, role: Role, id: string): Promise<AdminAccount> {
  const account = await ctx.db.transaction(async (tx) => {
    const found = await lockedAccount(tx, role, id);
    await bumpTokenVersion(tx, role, id);
    await recordAdminAction(tx, admin, { action: 'account.sign-out-everywhere', target: { type: role, id } });
    return found;
  });
  ctx.sessions.forget(role, id);
  await ctx.realtime.disconnectAccount(role, id);
  return account;
}
