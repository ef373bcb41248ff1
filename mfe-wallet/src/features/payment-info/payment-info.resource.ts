import { api, payload } from '@platform/shared';
import type { PaymentAccountType, PaymentInformation } from '@platform/shared/contract';
import { PAYMENT_KINDS } from '../../common/payment-kinds';

export type PaymentRole = 'performer' | 'studio';

/** GET /payment-information: every kind the signed-in account saved, by type. */
export async function getPaymentInformation(): Promise<Partial<Record<PaymentAccountType, Record<string, string>>>> {
  const list = payload(await api.get<PaymentInformation[]>('/payment-information'));
  return Object.fromEntries((list ?? []).map((info) => [info.type, info.details]));
}

/** POST /performers/{kind}/update or /studio/{kind}/update (bank-transfer, direct-deposit, paxum, bitpay). */
export async function savePaymentDetails(role: PaymentRole, type: PaymentAccountType, details: Record<string, string>): Promise<PaymentInformation> {
  const kind = PAYMENT_KINDS.find((k) => k.type === type)!;
  const prefix = role === 'performer' ? '/performers' : '/studio';
  return payload(await api.post<PaymentInformation>(`${prefix}/${kind.path}/update`, details));
}
