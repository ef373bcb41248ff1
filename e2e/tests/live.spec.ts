import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { finishShows, setStreamingSettings } from '../support/api';
import { expectVideoPlaying, goLive, hlsPlaylistsOf, streamingStatus, withVisitor } from '../support/live';
import { clickHeaderLink, documentWasKept, markDocument, pathOf, signIn, slot } from '../support/platform';

// The performer's fake camera reaches a member's player through the real media server,
// over WebRTC and over HLS, as the site's optionForBroadcast says. Two browser contexts: anna and a visitor.

test.describe('live show video', () => {
  // Each journey starts and ends with anna offline, whatever happened before.
  test.beforeEach(async ({ request }) => finishShows(request, ANNA));
  test.afterEach(async ({ request }) => finishShows(request, ANNA));

  /** anna goes live, the site delivering public shows by `delivery`. */
  async function annaGoesLive(page: Page, request: APIRequestContext, delivery: 'webrtc' | 'hls'): Promise<void> {
    await setStreamingSettings(request, { optionForBroadcast: delivery });
    await signIn(page, ANNA);
    await goLive(page);
  }

  test('WebRTC: the catalog shows anna live; the member plays her camera; catalog ↔ room without a reload; Finish shows the offline image', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    await annaGoesLive(page, request, 'webrtc');

    await withVisitor(browser, async (viewer) => {
      const sockets: string[] = [];
      viewer.on('websocket', (ws) => sockets.push(ws.url()));
      const playlists = hlsPlaylistsOf(viewer);
      await viewer.goto('/');
      const card = slot(viewer, 'mfe_catalog').getByRole('link', { name: 'Watch Anna Rivers live' });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Live');
      await markDocument(viewer);

      await card.click();
      await expect.poll(() => pathOf(viewer)).toBe('/live/anna');
      await expectVideoPlaying(viewer.getByTestId('live-video'));
      expect(
        sockets.some((u) => /\/WebRTCAppEE\/websocket/.test(u)),
        'played through the media server websocket',
      ).toBe(true);
      expect(playlists, 'no HLS playlist in WebRTC mode').toEqual([]);

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
    });
  });

  test('HLS: the member plays anna’s show through the HLS playlist', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    await annaGoesLive(page, request, 'hls');

    await withVisitor(browser, async (viewer) => {
      const playlists = hlsPlaylistsOf(viewer);
      await viewer.goto('/live/anna');
      await expectVideoPlaying(viewer.getByTestId('live-video'), 60_000);
      expect(playlists.length, 'the player fetched an HLS playlist').toBeGreaterThan(0);
    });
  });
});
