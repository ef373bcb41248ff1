import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { answerAdultPopup, expect } from './test';
import { header } from './platform';

/** A second visitor (own cookies and storage) who answers the 18+ popup like the `page` fixture does. */
export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await answerAdultPopup(page);
  return { context, page };
}

/** Runs `visit` as a second visitor (newVisitor), then closes that visitor's browser context whatever happened. */
export async function withVisitor(browser: Browser, visit: (page: Page) => Promise<void>): Promise<void> {
  const visitor = await newVisitor(browser);
  try {
    await visit(visitor.page);
  } finally {
    await visitor.context.close();
  }
}

/** Every HLS playlist (`.m3u8`) `page` requests from now on, in order: the list fills as the page plays. */
export function hlsPlaylistsOf(page: Page): string[] {
  const playlists: string[] = [];
  page.on('request', (r) => {
    if (/\.m3u8(\?|$)/.test(r.url())) playlists.push(r.url());
  });
  return playlists;
}

/** The header's token balance as a number (`1,234 tokens`). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await header(page).getByLabel('Token balance').textContent()) ?? '';
  const match = /^([\d,.]+)\+? tokens$/.exec(text.trim());
  if (!match) throw new Error(`Unexpected header balance text: "${text}"`);
  return Number(match[1].replace(/[,.]/g, ''));
}

export async function expectHeaderBalance(page: Page, value: number, timeout = 15_000): Promise<void> {
  await expect(header(page).getByLabel('Token balance')).toHaveText(`${value.toLocaleString('en-US')} tokens`, { timeout });
}

/**
 * A played stream shows real frames: `videoWidth > 0`, then `currentTime` moves on between two reads.
 * (HLS needs its first segments first, hence the longer default.)
 */
export async function expectVideoPlaying(video: Locator, timeout = 45_000): Promise<void> {
  await expect(video).toBeVisible({ timeout });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout, message: 'videoWidth of the played stream' })
    .toBeGreaterThan(0);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000, message: 'currentTime keeps advancing' })
    .toBeGreaterThan(first + 0.5);
}

/** Performer on /live: waits for the camera preview, presses 'Go live' and waits for the public show. */
export async function goLive(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/live');
  const goLiveButton = page.getByRole('button', { name: 'Go live' });
  await expect(goLiveButton).toBeEnabled({ timeout: 30_000 });
  await goLiveButton.click();
  await expect(streamingStatus(page)).toHaveText('Live — public show', { timeout: 30_000 });
}

/** The performer's streaming status on /live ('Offline', 'Live — public show', …). */
export const streamingStatus = (page: Page) => page.getByRole('status', { name: 'Streaming status' });

/** Tips from the room's Tip region: picks the amount, asks, and confirms the dialog that names the performer. */
export async function tipInRoom(page: Page, tokens: number, performerName: string): Promise<void> {
  const tip = page.getByRole('region', { name: 'Tip', exact: true });
  await tip.getByRole('button', { name: `${tokens} tokens` }).click();
  await tip.getByRole('button', { name: 'Tip', exact: true }).click();
  const confirm = tip.getByRole('dialog', { name: 'Confirm tip' });
  await expect(confirm).toContainText(`Send ${tokens} tokens to ${performerName}?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
}
