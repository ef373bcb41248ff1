import { api, payload } from '@platform/shared';
import type { PurchasedItem, SendTipRequest } from '@platform/shared/contract';

/** POST /member/send-tip-token/{performerId} {token, conversationId}. */
export async function sendTip(performerId: string, token: number, conversationId: string | null, idempotencyKey: string) {
  const body: SendTipRequest = conversationId ? { token, conversationId } : { token };
  return payload(
    await api.post<PurchasedItem>(`/member/send-tip-token/${encodeURIComponent(performerId)}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
