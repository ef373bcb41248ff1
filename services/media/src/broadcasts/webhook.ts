export type WebhookAction = 'liveStreamStarted' | 'liveStreamEnded';

export interface WebhookPayload {
  id: string;
  action: WebhookAction;
  streamName: string;
  category: string;
}

export const WEBHOOK_TIMEOUT_MS = 3000;

/**
 * Posts one Ant Media style webhook. Best effort: a slow or failing receiver is logged and never
 * holds up the stream.
 */
export async function postWebhook(url: string, payload: WebhookPayload, log: (message: string) => void = console.warn) {
  if (!url) return;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!res.ok) log(`media webhook ${payload.action} for ${payload.id}: ${url} answered ${res.status}`);
  } catch (error) {
    log(`media webhook ${payload.action} for ${payload.id}: ${url} failed (${(error as Error).message})`);
  }
}
