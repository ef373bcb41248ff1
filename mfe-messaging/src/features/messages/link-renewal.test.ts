import { makeMessage } from '../../testing/messaging.fixtures';
import { earliestLinkExpiry, linkExpiry, linkRenewalDelay, RENEW_AHEAD_MS, RENEW_MIN_DELAY_MS } from './link-renewal';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const signed = (id: string, expiresAt: number) => `/api/messages/${id}/file?viewer=user%3Au1&expires=${seconds(expiresAt)}&signature=abc`;
const withFile = (id: string, expiresAt: number) =>
  makeMessage(id, 'c1', { type: 'file', file: { url: signed(id, expiresAt), name: 'a.pdf', size: 1, mimeType: 'application/pdf' } });

describe('linkExpiry', () => {
  it('reads a signed link’s expires; a link without one has none', () => {
    expect(linkExpiry(signed('m1', NOW))).toBe(seconds(NOW) * 1000);
    expect(linkExpiry('/uploads/a.png')).toBeNull();
    expect(linkExpiry(undefined)).toBeNull();
  });
});

describe('earliestLinkExpiry and linkRenewalDelay', () => {
  it('asks again a minute before the first link of the thread expires', () => {
    const messages = [withFile('m1', NOW + 30 * 60_000), makeMessage('m2', 'c1'), withFile('m3', NOW + 10 * 60_000)];
    const expiry = earliestLinkExpiry(messages)!;
    expect(expiry).toBe(seconds(NOW + 10 * 60_000) * 1000);
    expect(linkRenewalDelay(expiry, NOW)).toBe(10 * 60_000 - RENEW_AHEAD_MS);
  });

  it('never sooner than the minimum, even for links already expired; nothing to do without links', () => {
    expect(linkRenewalDelay(earliestLinkExpiry([withFile('m1', NOW - 60_000)])!, NOW)).toBe(RENEW_MIN_DELAY_MS);
    expect(earliestLinkExpiry([makeMessage('m1', 'c1')])).toBeNull();
    expect(earliestLinkExpiry([{ ...withFile('m1', NOW), isDeleted: true }])).toBeNull();
  });
});
