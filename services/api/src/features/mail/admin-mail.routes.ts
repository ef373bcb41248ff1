import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminMail, AdminMailQuery, AdminMailSummary, ObjectId, Paged } from '@platform/shared/contract';
import { adminOnly } from '../../core/auth';
import { notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { listAdminMail, mailCounts, requeueFailedMail, toAdminMail } from '../../core/mail/mail.repository';
import { recordAdminAction } from '../audit-log/audit-log';

/** The admin sees what mail waits, went out or failed (with the SMTP server's last answer) and sends a failed one again. */
export const adminMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/mail',
    adminOnly('Admin: outgoing mail, newest first (filter by status)', { querystring: AdminMailQuery, response: okResponse(Paged(AdminMail)) }),
    async (req) => ok(await listAdminMail(ctx.db, req.query)),
  );

  app.get(
    '/admin/mail/summary',
    adminOnly('Admin: the mail transport and how many mails wait or failed', { response: okResponse(AdminMailSummary) }),
    async () => ok({ transport: ctx.mailer.transport, ...(await mailCounts(ctx.db)) }),
  );

  app.post(
    '/admin/mail/:id/retry',
    adminOnly('Admin: send a failed mail again (its attempts start over)', {
      params: Type.Object({ id: ObjectId }),
      response: okResponse(AdminMail),
    }),
    async (req) => {
      const mail = await ctx.db.transaction(async (tx) => {
        const row = await requeueFailedMail(tx, req.params.id);
        if (!row) throw notFound('No failed mail with this id');
        await recordAdminAction(tx, req.auth!, {
          action: 'mail.retry',
          target: { type: 'mail', id: row.id },
          before: { status: 'failed' },
          after: { status: 'queued' },
        });
        return toAdminMail(row);
      });
      ctx.mailer.wake();
      return ok(mail);
    },
  );
};
