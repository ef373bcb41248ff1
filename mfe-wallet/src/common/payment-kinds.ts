import { translate } from '@platform/shared';
import type { PaymentAccountType } from '@platform/shared/contract';
import '../i18n';

/** The four payout kinds, in the order the screens show them (`label` is the English name; screens use paymentKindLabel). */
export const PAYMENT_KINDS: Array<{ type: PaymentAccountType; label: string; path: string }> = [
  { type: 'banking', label: 'Bank transfer', path: 'bank-transfer' },
  { type: 'directDeposit', label: 'Direct deposit', path: 'direct-deposit' },
  { type: 'paxum', label: 'Paxum', path: 'paxum' },
  { type: 'bitpay', label: 'Bitpay', path: 'bitpay' },
];

/** A payout kind's name in the interface language ('Bank transfer' / 'Банковский перевод'); an unknown type as is. */
export const paymentKindLabel = (type: string): string => {
  const kind = PAYMENT_KINDS.find((k) => k.type === type);
  return kind ? translate(`wallet:paymentKinds.${kind.type}`) : type;
};
