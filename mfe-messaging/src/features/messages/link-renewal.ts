import type { Message } from '@platform/shared/contract';

/** How long before the first attachment link expires the loaded messages are asked again. */
export const RENEW_AHEAD_MS = 60_000;
/** Never sooner than this (a clock far off the server's must not make the page ask again and again). */
export const RENEW_MIN_DELAY_MS = 30_000;

/** When a signed attachment link stops working (its `expires`, Unix seconds, as ms), or null for a link without one. */
export function linkExpiry(url: string | undefined): number | null {
  if (!url) return null;
  const expires = Number(new URL(url, 'http://link.invalid').searchParams.get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}

/** When the first signed attachment link among `messages` stops working (ms), or null when none holds one. */
export function earliestLinkExpiry(messages: readonly Message[]): number | null {
  let earliest: number | null = null;
  for (const m of messages) {
    if (m.isDeleted) continue;
    for (const url of [m.file?.url, m.file?.thumbnailUrl, m.imageUrl]) {
      const expiry = linkExpiry(url);
      if (expiry !== null && (earliest === null || expiry < earliest)) earliest = expiry;
    }
  }
  return earliest;
}

/**
 * Attachment links are signed for the signed-in account and expire (the API's SIGNED_URL_TTL_SECONDS): how long to
 * wait before asking the messages again for fresh ones when the first link expires at `expiry`.
 */
export const linkRenewalDelay = (expiry: number, now = Date.now()) => Math.max(RENEW_MIN_DELAY_MS, expiry - now - RENEW_AHEAD_MS);
