import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PaymentAccountType,
  PaymentDetailsByType,
  PaymentInformation,
  SavePaymentInformationRequest,
  type PaymentAccountType as AccountType,
} from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guard } from '../../core/auth';
import type { AuthInfo } from '../../core/context';
import { ok, okResponse } from '../../core/http';
import { listPaymentInformation, savePaymentInformation } from './payment-information.repository';

// Kept importable from here for the seed.

const PATHS: Array<[string, AccountType]> = [
  ['bank-transfer', 'banking'],
  ['direct-deposit', 'directDeposit'],
  ['paxum', 'paxum'],
  ['bitpay', 'bitpay'],
];

export const paymentInformationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  for (const role of ['performer', 'studio'] as const) {
    const prefix = role === 'performer' ? '/performers' : '/studio';
    for (const [path, type] of PATHS) {
      const options = {
        preHandler: guard(role),
        schema: {
          tags: ['money'],
          summary: `Save the ${role}'s ${type} payout details`,
          // validated by the kind's own fields; stored as a plain map of texts
          body: Type.Unsafe<Record<string, string>>(PaymentDetailsByType[type]),
          response: okResponse(PaymentInformation),
        },
      };
      const save = async (req: { auth: AuthInfo | null; body: Record<string, string> }) =>
        ok(await ctx.db.transaction((tx) => savePaymentInformation(tx, role, req.auth!.sourceId, type, req.body)));
      app.post(`${prefix}/${path}/update`, options, save);
      app.put(`${prefix}/${path}/update`, options, save);
    }
  }

  app.get(
    '/payment-information',
    {
      preHandler: guard(),
      schema: {
        tags: ['money'],
        summary: 'The signed-in account’s saved payment details (all kinds, or ?type=)',
        querystring: Type.Object({ type: Type.Optional(PaymentAccountType) }),
        response: okResponse(Type.Array(PaymentInformation)),
      },
    },
    async (req) => ok(await listPaymentInformation(ctx.db, req.auth!.source, req.auth!.sourceId, req.query.type)),
  );

  app.post(
    '/payment-information',
    {
      preHandler: guard(),
      schema: {
        tags: ['money'],
        summary: 'Save payment details: {type: banking|directDeposit|paxum|bitpay, ...fields of that kind}',
        body: SavePaymentInformationRequest,
        response: okResponse(PaymentInformation),
      },
    },
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
