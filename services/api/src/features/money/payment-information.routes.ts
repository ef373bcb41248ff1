import type { FastifyInstance } from 'fastify';
import type { PaymentAccountType, Role } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { ok } from '../../core/http';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { toPaymentInformation, type PaymentInformationRow } from './money.mappers';

const text = { type: 'string', maxLength: 300 };
const email = { type: 'string', format: 'email', maxLength: 200 };

/** Field names as the reference platform spells them (typos included, e.g. bankAcountNumber). */
const FIELDS: Record<PaymentAccountType, { required: string[]; properties: Record<string, object> }> = {
  banking: {
    required: ['bankName', 'bankAcountNumber'],
    properties: Object.fromEntries(
      ['withdrawCurrency', 'taxPayer', 'bankName', 'bankAddress', 'bankCity', 'bankState', 'bankZip', 'bankCountry', 'bankAcountNumber',
        'bankSwiftCode', 'bankBeneficiaryName', 'intermediaryBankName', 'intermediaryBankSwiftCode'].map((k) => [k, text]),
    ),
  },
  directDeposit: {
    required: ['accountNumber', 'routingNumber'],
    properties: {
      ...Object.fromEntries(['depositFirstName', 'depositLastName', 'directBankName', 'accountType', 'accountNumber', 'routingNumber'].map((k) => [k, text])),
      accountingEmail: email,
    },
  },
  paxum: { required: ['paxumEmail'], properties: { paxumName: text, paxumEmail: email, paxumAdditionalInformation: { type: 'string', maxLength: 2000 } } },
  bitpay: { required: ['bitpayEmail'], properties: { bitpayName: text, bitpayEmail: email, bitpayAdditionalInformation: { type: 'string', maxLength: 2000 } } },
};
const detailsSchema = (type: PaymentAccountType) => ({ type: 'object', additionalProperties: false, ...FIELDS[type] });

const PERFORMER_COLUMN: Record<PaymentAccountType, string> = {
  banking: 'bank_transfer_option',
  directDeposit: 'direct_deposit',
  paxum: 'paxum',
  bitpay: 'bitpay',
};
const PATHS: Array<[string, PaymentAccountType]> = [['bank-transfer', 'banking'], ['direct-deposit', 'directDeposit'], ['paxum', 'paxum'], ['bitpay', 'bitpay']];

export async function savePaymentInformation(db: Queryable, source: Role, id: string, type: PaymentAccountType, details: Record<string, string>) {
  const { rows } = await db.query<PaymentInformationRow>(
    `INSERT INTO payment_information (id, source, source_id, type, details) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (source, source_id, type) DO UPDATE SET details = EXCLUDED.details, updated_at = now() RETURNING *`,
    [newId(), source, id, type, JSON.stringify(details)],
  );
  // The performer profile (/performers/me) shows the same details.
  if (source === 'performer') {
    await db.query(`UPDATE performers SET ${PERFORMER_COLUMN[type]} = $2::jsonb, updated_at = now() WHERE id = $1`, [id, JSON.stringify(details)]);
  }
  return toPaymentInformation(rows[0]);
}

export async function paymentInformationRoutes(app: FastifyInstance) {
  const { ctx } = app;

  for (const role of ['performer', 'studio'] as const) {
    const prefix = role === 'performer' ? '/performers' : '/studio';
    for (const [path, type] of PATHS) {
      const handler = { preHandler: guard(role), schema: { tags: ['money'], summary: `Save the ${role}'s ${type} payout details`, body: detailsSchema(type) } };
      const save = async (req: { auth: { sourceId: string } | null; body: unknown }) =>
        ok(await ctx.db.transaction((tx) => savePaymentInformation(tx, role, req.auth!.sourceId, type, req.body as Record<string, string>)));
      app.post(`${prefix}/${path}/update`, handler, save);
      app.put(`${prefix}/${path}/update`, handler, save);
    }
  }

  app.get<{ Querystring: { type?: PaymentAccountType } }>(
    '/payment-information',
    {
      preHandler: guard(),
      schema: {
        tags: ['money'],
        summary: 'The signed-in account’s saved payment details (all kinds, or ?type=)',
        querystring: { type: 'object', properties: { type: { type: 'string', enum: Object.keys(FIELDS) } } },
      },
    },
    async (req) => {
      const { rows } = await ctx.db.query<PaymentInformationRow>(
        `SELECT * FROM payment_information WHERE source = $1 AND source_id = $2 AND ($3::text IS NULL OR type = $3) ORDER BY type`,
        [req.auth!.source, req.auth!.sourceId, req.query.type ?? null],
      );
      return ok(rows.map(toPaymentInformation));
    },
  );

  app.post<{ Body: { type: PaymentAccountType } & Record<string, string> }>(
    '/payment-information',
    {
      preHandler: guard(),
      schema: {
        tags: ['money'],
        summary: 'Save payment details: {type: banking|directDeposit|paxum|bitpay, ...fields of that kind}',
        body: {
          type: 'object',
          required: ['type'],
          // one body for every kind: the fields of all kinds, with each kind's required fields
          properties: {
            type: { type: 'string', enum: Object.keys(FIELDS) },
            ...Object.assign({}, ...Object.values(FIELDS).map((f) => f.properties)),
          },
          additionalProperties: false,
          allOf: (Object.keys(FIELDS) as PaymentAccountType[]).map((type) => ({
            if: { properties: { type: { const: type } } },
            then: { required: FIELDS[type].required },
          })),
        },
      },
    },
    async (req) => {
      const { type, ...rest } = req.body;
      // keep only the fields of this kind
      const details = Object.fromEntries(Object.entries(rest).filter(([key]) => key in FIELDS[type].properties));
      return ok(await ctx.db.transaction((tx) => savePaymentInformation(tx, req.auth!.source, req.auth!.sourceId, type, details)));
    },
  );
}
