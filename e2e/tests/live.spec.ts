import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { finishShows, setStreamingSettings } from '../support/api';
import { expectVideoPlaying, goLive, newVisitor, streamingStatus } from '../support/live';
import { clickHeaderLink, documentWasKept, markDocument, pathOf, signIn, slot } from '../support/platform';

// The performer's fake camera reaches a member's player through the real media server,
// over WebRTC and over HLS, as the site's optionForBroadcast says. Two browser contexts: anna and a visitor.

test.describe('live show video', () => {
  // Each journey starts and ends with anna offline, whatever happened before.
  test.beforeEach(async ({ request }) => finishShows(request, ANNA));
  test.afterEach(async ({ request }) => finishShows(request, ANNA));

  async function annaGoesLive(page: Page): Promise<void> {
    await signIn(page, ANNA);
    await goLive(page);
  }

  test('WebRTC: the catalog shows anna live; the member plays her camera; catalog ↔ room without a reload; Finish shows the offline image', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    await setStreamingSettings(request, { optionForBroadcast: 'webrtc' });
    await annaGoesLive(page);

    const member = await newVisitor(browser);
    try {
      const viewer = member.page;
      const transports: string[] = [];
      viewer.on('websocket', (ws) => transports.push(ws.url()));
      viewer.on('request', (r) => {
        if (/\.m3u8(\?|$)/.test(r.url())) transports.push(r.url());
      });
      await viewer.goto('/');
      const card = slot(viewer, 'mfe_catalog').getByRole('link', { name: 'Watch Anna Rivers live' });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Live');
      await markDocument(viewer);

      await card.click();
      await expect.poll(() => pathOf(viewer)).toBe('/live/anna');
      await expectVideoPlaying(viewer.getByTestId('live-video'));
      expect(
        transports.some((u) => /\/WebRTCAppEE\/websocket/.test(u)),
        'played through the media server websocket',
      ).toBe(true);
      expect(
        transports.filter((u) => u.includes('.m3u8')),
        'no HLS playlist in WebRTC mode',
      ).toEqual([]);

      // Back to the catalog through the header: the same document all along.
      await clickHeaderLink(viewer, '/');
      await expect(slot(viewer, 'mfe_catalog').getByRole('heading', { name: 'Performers' })).toBeVisible();
      expect(await documentWasKept(viewer), 'catalog → live room → catalog kept the document').toBe(true);

      // Into the room again, then anna finishes: the member sees the offline image.
      await slot(viewer, 'mfe_catalog').getByRole('link', { name: 'Watch Anna Rivers live' }).click();
      await expectVideoPlaying(viewer.getByTestId('live-video'));
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(streamingStatus(page)).toHaveText('Offline');
      const placeholder = viewer.getByTestId('stream-placeholder');
      await expect(placeholder).toBeVisible();
      await expect(placeholder).toHaveAttribute('alt', 'Anna Rivers is offline');
      await expect(placeholder).toHaveAttribute('src', /offline/);
      await expect(viewer.getByTestId('live-video')).toHaveCount(0);
      expect(await documentWasKept(viewer)).toBe(true);
    } finally {
      await member.context.close();
    }
  });

  test('HLS: the member plays anna’s show through the HLS playlist', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    await setStreamingSettings(request, { optionForBroadcast: 'hls' });
    await annaGoesLive(page);

    const member = await newVisitor(browser);
    try {
      const viewer = member.page;
      const playlists: string[] = [];
      viewer.on('request', (r) => {
        if (/\.m3u8(\?|$)/.test(r.url())) playlists.push(r.url());
      });
      await viewer.goto('/live/anna');
      await expectVideoPlaying(viewer.getByTestId('live-video'), 60_000);
      expect(playlists.length, 'the player fetched an HLS playlist').toBeGreaterThan(0);
    } finally {
      await member.context.close();
    }
  });
});
