import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuditEntry, AuditLogQuery, Paged } from '@platform/shared/contract';
import { adminOnly } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { auditActions, listAuditEntries } from './audit-log.repository';

/** The audit log is read here and written only through recordAdminAction; nobody can change it (a DB trigger refuses). */
export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/audit-log',
    adminOnly("Admin: every admin action, newest first (filter by the admin's username or id, and by action)", {
      querystring: AuditLogQuery,
      response: okResponse(Paged(AuditEntry)),
    }),
    async (req) => ok(await listAuditEntries(ctx.db, req.query)),
  );

  app.get('/admin/audit-log/actions', adminOnly('Admin: the actions the log holds', { response: okResponse(Type.Array(Type.String())) }), async () =>
    ok(await auditActions(ctx.db)),
  );
};
