import type { PaymentAccountType } from '@platform/shared/contract';

/** The four payout kinds, in the order the screens show them. */
export const PAYMENT_KINDS: Array<{ type: PaymentAccountType; label: string; path: string }> = [
  { type: 'banking', label: 'Bank transfer', path: 'bank-transfer' },
  { type: 'directDeposit', label: 'Direct deposit', path: 'direct-deposit' },
  { type: 'paxum', label: 'Paxum', path: 'paxum' },
  { type: 'bitpay', label: 'Bitpay', path: 'bitpay' },
];

export const paymentKindLabel = (type: string): string => PAYMENT_KINDS.find((k) => k.type === type)?.label ?? type;
