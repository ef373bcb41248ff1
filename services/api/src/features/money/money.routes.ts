import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LedgerCheck } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { commissionRoutes } from './commission.routes';
import { earningRoutes } from './earnings.routes';
import { checkLedger } from './ledger.repository';
import { orderRoutes } from './orders.routes';
import { packageRoutes } from './packages.routes';
import { paymentInformationRoutes } from './payment-information.routes';
import { PaymentReconciler, loadReconcilerConfig } from './payment-reconciler';
import { paymentRoutes } from './payments.routes';
import { payoutRoutes } from './payouts.routes';
import { purchaseRoutes } from './purchases.routes';
import { refundRoutes } from './refunds.routes';
import { tipRoutes } from './tips.routes';

/** Every money route: packages, payments, tips, purchases, orders, refunds, earnings, payouts, payment details, commissions. */
export const moneyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(packageRoutes);
  await app.register(paymentRoutes);
  await app.register(tipRoutes);
  await app.register(purchaseRoutes);
  await app.register(orderRoutes);
  await app.register(refundRoutes);
  await app.register(earningRoutes);
  await app.register(payoutRoutes);
  await app.register(paymentInformationRoutes);
  await app.register(commissionRoutes);

  // token purchases their callers never finished are finished by whichever API process reconciles first: after a restart too
  const reconciler = new PaymentReconciler(app.ctx, loadReconcilerConfig(), (message) => app.log.warn(message));
  app.addHook('onReady', async () => reconciler.start());
  app.addHook('preClose', async () => reconciler.close());

  app.get(
    '/admin/ledger/check',
    guarded('admin', {
      tags: ['admin'],
      summary: 'Admin: recompute every balance from the ledger and report differences',
      response: okResponse(LedgerCheck),
    }),
    async () => ok(await checkLedger(app.ctx.db)),
  );
};
