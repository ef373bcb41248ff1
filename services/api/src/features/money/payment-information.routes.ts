import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PaymentAccountType,
  PaymentDetailsByType,
  PaymentInformation,
  SavePaymentInformationRequest,
  type PaymentAccountType as AccountType,
} from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guarded } from '../../core/auth';
import type { AuthInfo } from '../../core/context';
import { ok, okResponse } from '../../core/http';
import { listPaymentInformation, savePaymentInformation } from './payment-information.repository';

export const paymentInformationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  /** Saving one kind of payout details for a role: the same handler under POST and PUT (older clients use either). */
  const saveDetails = (role: 'performer' | 'studio', type: AccountType) => ({
    options: guarded(role, {
      tags: ['money'],
      summary: `Save the ${role}'s ${type} payout details`,
      // validated by the kind's own fields; stored as a plain map of texts
      body: Type.Unsafe<Record<string, string>>(PaymentDetailsByType[type]),
      response: okResponse(PaymentInformation),
    }),
    handler: async (req: { auth: AuthInfo | null; body: Record<string, string> }) =>
      ok(await ctx.db.transaction((tx) => savePaymentInformation(tx, role, req.auth!.sourceId, type, req.body))),
  });
  const performer = {
    banking: saveDetails('performer', 'banking'),
    directDeposit: saveDetails('performer', 'directDeposit'),
    paxum: saveDetails('performer', 'paxum'),
    bitpay: saveDetails('performer', 'bitpay'),
  };
  const studio = {
    banking: saveDetails('studio', 'banking'),
    directDeposit: saveDetails('studio', 'directDeposit'),
    paxum: saveDetails('studio', 'paxum'),
    bitpay: saveDetails('studio', 'bitpay'),
  };

  app.post('/performers/bank-transfer/update', performer.banking.options, performer.banking.handler);
  app.put('/performers/bank-transfer/update', performer.banking.options, performer.banking.handler);
  app.post('/performers/direct-deposit/update', performer.directDeposit.options, performer.directDeposit.handler);
  app.put('/performers/direct-deposit/update', performer.directDeposit.options, performer.directDeposit.handler);
  app.post('/performers/paxum/update', performer.paxum.options, performer.paxum.handler);
  app.put('/performers/paxum/update', performer.paxum.options, performer.paxum.handler);
  app.post('/performers/bitpay/update', performer.bitpay.options, performer.bitpay.handler);
  app.put('/performers/bitpay/update', performer.bitpay.options, performer.bitpay.handler);
  app.post('/studio/bank-transfer/update', studio.banking.options, studio.banking.handler);
  app.put('/studio/bank-transfer/update', studio.banking.options, studio.banking.handler);
  app.post('/studio/direct-deposit/update', studio.directDeposit.options, studio.directDeposit.handler);
  app.put('/studio/direct-deposit/update', studio.directDeposit.options, studio.directDeposit.handler);
  app.post('/studio/paxum/update', studio.paxum.options, studio.paxum.handler);
  app.put('/studio/paxum/update', studio.paxum.options, studio.paxum.handler);
  app.post('/studio/bitpay/update', studio.bitpay.options, studio.bitpay.handler);
  app.put('/studio/bitpay/update', studio.bitpay.options, studio.bitpay.handler);

  app.get(
    '/payment-information',
    guarded([], {
      tags: ['money'],
      summary: 'The signed-in account’s saved payment details (all kinds, or ?type=)',
      querystring: Type.Object({ type: Type.Optional(PaymentAccountType) }),
      response: okResponse(Type.Array(PaymentInformation)),
    }),
    async (req) => ok(await listPaymentInformation(ctx.db, req.auth!.source, req.auth!.sourceId, req.query.type)),
  );

  app.post(
    '/payment-information',
    guarded([], {
      tags: ['money'],
      summary: 'Save payment details: {type: banking|directDeposit|paxum|bitpay, ...fields of that kind}',
      body: SavePaymentInformationRequest,
      response: okResponse(PaymentInformation),
    }),
    async (req) => {
      const { type, ...fields } = req.body;
      // keep only the fields of this kind
      const kindFields = PaymentDetailsByType[type].properties;
      const details = Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, string] => entry[0] in kindFields && typeof entry[1] === 'string'),
      );
      return ok(await ctx.db.transaction((tx) => savePaymentInformation(tx, req.auth!.source, req.auth!.sourceId, type, details)));
    },
  );
};
