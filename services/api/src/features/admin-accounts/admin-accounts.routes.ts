import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountActionRequest, AccountRoleParams, AdminAccount, AdminAccountDetails, AdminAccountsQuery, Paged } from '@platform/shared/contract';
import { adminOnly } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { searchAccounts } from './admin-accounts.repository';
import { accountDetails, reactivateAccount, signOutEverywhereByAdmin, suspendAccountByAdmin } from './admin-accounts.service';

/** The back office's accounts: search every role, open one with its history, suspend, reactivate, sign out everywhere. */
export const adminAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/accounts',
    adminOnly('Admin: every account of every role, newest first (search the username, e-mail or name; role, status, registration days)', {
      querystring: AdminAccountsQuery,
      response: okResponse(Paged(AdminAccount)),
    }),
    async (req) => ok(await searchAccounts(ctx.db, req.query)),
  );

  app.get(
    '/admin/accounts/:role/:id',
    adminOnly('Admin: one account with its latest purchases and shows and the back office actions on it', {
      params: AccountRoleParams,
      response: okResponse(AdminAccountDetails),
    }),
    async (req) => ok(await accountDetails(ctx, req.params.role, req.params.id)),
  );

  app.post(
    '/admin/accounts/:role/:id/suspend',
    adminOnly('Admin: suspend with a reason (e-mailed): it cannot sign in, its sessions and sockets end, a performer’s shows end', {
      params: AccountRoleParams,
      body: AccountActionRequest,
      response: okResponse(AdminAccount),
    }),
    async (req) => ok(await suspendAccountByAdmin(ctx, req.auth!, req.params.role, req.params.id, req.body.reason.trim())),
  );

  app.post(
    '/admin/accounts/:role/:id/reactivate',
    adminOnly('Admin: make a suspended account active again, with a reason', {
      params: AccountRoleParams,
      body: AccountActionRequest,
      response: okResponse(AdminAccount),
    }),
    async (req) => ok(await reactivateAccount(ctx, req.auth!, req.params.role, req.params.id, req.body.reason.trim())),
  );

  app.post(
    '/admin/accounts/:role/:id/sign-out-everywhere',
    adminOnly('Admin: end every session of the account', { params: AccountRoleParams, response: okResponse(AdminAccount) }),
    async (req) => ok(await signOutEverywhereByAdmin(ctx, req.auth!, req.params.role, req.params.id)),
  );
};
