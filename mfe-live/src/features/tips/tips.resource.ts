import { api, payload } from '@platform/shared';
import type { PurchasedItem, SendTipRequest } from '@platform/shared/contract';

/** One key per user action: a retried request is not charged twice (DESIGN.md §7). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** POST /member/send-tip-token/{performerId} {token, conversationId}. */
export async function sendTip(performerId: string, token: number, conversationId: string | null, idempotencyKey: string) {
  const body: SendTipRequest = conversationId ? { token, conversationId } : { token };
  return payload(
    await api.post<PurchasedItem>(`/member/send-tip-token/${encodeURIComponent(performerId)}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
