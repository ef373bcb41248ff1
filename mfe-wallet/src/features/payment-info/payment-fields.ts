import { rules, translate, type Schema } from '@platform/shared';
import type { PaymentAccountType } from '@platform/shared/contract';

export interface FieldSpec {
  /** Field name as the API spells it (typos included, e.g. bankAcountNumber). */
  name: string;
  /** The English label; screens show fieldLabel(name), the label in the interface language. */
  label: string;
  required?: boolean;
  email?: boolean;
  multiline?: boolean;
}

/** The fields of each payout kind (services/api payment-information.routes: required ones marked). */
export const PAYMENT_FIELDS: Record<PaymentAccountType, FieldSpec[]> = {
  banking: [
    { name: 'bankBeneficiaryName', label: 'Beneficiary name' },
    { name: 'bankName', label: 'Bank name', required: true },
    { name: 'bankAcountNumber', label: 'Account number', required: true },
    { name: 'bankSwiftCode', label: 'SWIFT code' },
    { name: 'bankAddress', label: 'Bank address' },
    { name: 'bankCity', label: 'City' },
    { name: 'bankState', label: 'State' },
    { name: 'bankZip', label: 'ZIP code' },
    { name: 'bankCountry', label: 'Country' },
    { name: 'withdrawCurrency', label: 'Currency' },
    { name: 'taxPayer', label: 'Taxpayer ID' },
    { name: 'intermediaryBankName', label: 'Intermediary bank name' },
    { name: 'intermediaryBankSwiftCode', label: 'Intermediary bank SWIFT code' },
  ],
  directDeposit: [
    { name: 'depositFirstName', label: 'First name' },
    { name: 'depositLastName', label: 'Last name' },
    { name: 'accountingEmail', label: 'Accounting e-mail', email: true },
    { name: 'directBankName', label: 'Bank name' },
    { name: 'accountType', label: 'Account type' },
    { name: 'accountNumber', label: 'Account number', required: true },
    { name: 'routingNumber', label: 'Routing number', required: true },
  ],
  paxum: [
    { name: 'paxumName', label: 'Name' },
    { name: 'paxumEmail', label: 'Paxum e-mail', required: true, email: true },
    { name: 'paxumAdditionalInformation', label: 'Additional information', multiline: true },
  ],
  bitpay: [
    { name: 'bitpayName', label: 'Name' },
    { name: 'bitpayEmail', label: 'Bitpay e-mail', required: true, email: true },
    { name: 'bitpayAdditionalInformation', label: 'Additional information', multiline: true },
  ],
};

/** A payment field's label in the interface language (catalog `paymentInfo.fields.<name>`); null for a name no kind has. */
export function fieldLabel(name: string): string | null {
  const known = Object.values(PAYMENT_FIELDS).some((fields) => fields.some((f) => f.name === name));
  return known ? translate(`wallet:paymentInfo.fields.${name}`) : null;
}

export type PaymentValues = Record<string, string>;

/** Shared form messages: required and e-mail rules per field. */
export function paymentSchema(type: PaymentAccountType): Schema<PaymentValues> {
  const schema: Schema<PaymentValues> = {};
  for (const f of PAYMENT_FIELDS[type]) {
    const list = [...(f.required ? [rules.required] : []), ...(f.email ? [rules.email] : [])];
    if (list.length) schema[f.name] = list;
  }
  return schema;
}

/** Saved values (or empty strings) for every field of the kind. */
export function initialValues(type: PaymentAccountType, saved: Record<string, string> | null | undefined): PaymentValues {
  return Object.fromEntries(PAYMENT_FIELDS[type].map((f) => [f.name, saved?.[f.name] ?? '']));
}

/** Trimmed, and empty fields left out (an empty e-mail would fail the server's format check). */
export function toDetails(values: PaymentValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, (v ?? '').trim()] as const)
      .filter(([, v]) => v !== ''),
  );
}
