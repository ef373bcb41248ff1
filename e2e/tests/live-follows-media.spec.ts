import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { api, apiToken, buyTokens, finishShows, memberBalance, performerSelf, registerMember, setStreamingSettings } from '../support/api';
import { expectHeaderBalance, expectVideoPlaying, goLive, hlsPlaylistsOf, newVisitor, streamingStatus } from '../support/live';
import { expectSignedInHeader, signIn, slot } from '../support/platform';

// What the media server sees decides: the player's transport (HLS only where the media server serves it and
// it plays), what a private show costs (only minutes whose video plays) and whether a performer is live
// (a publisher gone for ~10 s is offline everywhere).

const NOT_STARTED_MEMBER = 'The video of the show did not start playing in time, so the show has ended. No tokens were charged.';
const NOT_STARTED_PERFORMER = "The member's video did not start playing in time, so the show has ended. Nothing was charged.";

/** Lets the page talk to the media server, except for `play` commands of streams `dropPlay` picks: their video never starts. */
async function withoutPlay(page: Page, dropPlay: (streamId: string) => boolean): Promise<void> {
  await page.routeWebSocket(/\/WebRTCAppEE\/websocket/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      try {
        const frame = JSON.parse(String(message)) as { command?: string; streamId?: string };
        if (frame.command === 'play' && frame.streamId && dropPlay(frame.streamId)) return;
      } catch {
        // not JSON: passed on as it is
      }
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
}

test.describe('live follows the media server', () => {
  test.beforeEach(async ({ request }) => finishShows(request, ANNA));
  test.afterEach(async ({ request }) => finishShows(request, ANNA));

  test('HLS unavailable: the member’s player plays anna’s show over WebRTC instead', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    await setStreamingSettings(request, { optionForBroadcast: 'hls' });
    await signIn(page, ANNA);
    await goLive(page);

    // 1. The media server says it has no HLS: WebRTC at once, no playlist asked for.
    const told = await newVisitor(browser);
    try {
      const playlists = hlsPlaylistsOf(told.page);
      await told.page.route('**/api/streaming/webrtc/config', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { capabilities?: { hls: boolean; webrtc: boolean } } };
        body.data.capabilities = { hls: false, webrtc: true };
        await route.fulfill({ response: res, json: body });
      });
      await told.page.goto('/live/anna');
      const video = told.page.getByTestId('live-video');
      await expectVideoPlaying(video);
      await expect(video).toHaveAttribute('data-transport', 'webrtc');
      expect(playlists, 'no HLS playlist requested').toEqual([]);
    } finally {
      await told.context.close();
    }

    // 2. HLS is offered but cannot be reached: after its deadline the player takes WebRTC and plays.
    const cutOff = await newVisitor(browser);
    try {
      // HLS is tried first (its requests refused), however briefly the page shows it: the refusals count, not a glimpse
      let hlsRequests = 0;
      await cutOff.page.route('**/WebRTCAppEE/streams/**', (route) => {
        hlsRequests += 1;
        return route.abort('connectionrefused');
      });
      await cutOff.page.goto('/live/anna');
      const video = cutOff.page.getByTestId('live-video');
      await expect(video).toHaveAttribute('data-transport', 'webrtc', { timeout: 20_000 });
      expect(hlsRequests, 'the player tried HLS before WebRTC').toBeGreaterThan(0);
      await expectVideoPlaying(video);
      await expect(cutOff.page.getByText("Anna Rivers's video cannot be played right now.")).toHaveCount(0);
    } finally {
      await cutOff.context.close();
    }
  });

  test('private show whose video never starts: no token is charged and both sides are told why', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    await setStreamingSettings(request, { optionForBroadcast: 'webrtc', optionForPrivate: 'webrtc' });
    const member = await registerMember(request, 'novideo');
    await buyTokens(request, member.token, 'Starter');
    const before = await memberBalance(request, member.token);

    await signIn(page, ANNA);
    await goLive(page);
    const visitor = await newVisitor(browser);
    try {
      const viewer = visitor.page;
      await withoutPlay(viewer, (streamId) => streamId.startsWith('private-'));
      await signIn(viewer, member);
      await expectSignedInHeader(viewer, member);
      await viewer.goto('/live/anna');
      await viewer.getByRole('button', { name: 'Request private show' }).click();
      const requestItem = page.getByRole('listitem', { name: /^Private request from / });
      await requestItem.getByRole('button', { name: 'Accept' }).click();

      const show = viewer.getByRole('region', { name: 'Private show with Anna Rivers' });
      await expect(show).toBeVisible();
      await expect(show.getByRole('note')).toHaveText('Billing starts when the video plays.');
      await expect(show.getByLabel('Billed minutes')).toHaveText('0');

      // 15 s after the accept the server gives up: the show ends for both, nothing billed.
      await expect(viewer.getByRole('alert').filter({ hasText: NOT_STARTED_MEMBER })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('alert').filter({ hasText: NOT_STARTED_PERFORMER })).toBeVisible();
      await expect(show).toHaveCount(0);
      expect(await memberBalance(request, member.token)).toBe(before);
      await expectHeaderBalance(viewer, before);
      // her page is told too and offers to go live again
      await expect(streamingStatus(page)).toHaveText('Offline');
      await expect(page.getByRole('button', { name: 'Go live' })).toBeVisible();
    } finally {
      await visitor.context.close();
    }
  });

  test('the performer’s browser closes mid-show: within about 10 s she is offline in her room, on the home page and in the API', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    await setStreamingSettings(request, { optionForBroadcast: 'webrtc' });
    const anna = await newVisitor(browser);
    await signIn(anna.page, ANNA);
    await goLive(anna.page);
    const annaId = (await performerSelf(request, await apiToken(request, 'performer', ANNA.username)))._id;

    const member = await newVisitor(browser);
    try {
      await member.page.goto('/live/anna');
      await expectVideoPlaying(member.page.getByTestId('live-video'));
      await page.goto('/');
      const card = slot(page, 'mfe_catalog').getByRole('link', { name: 'Watch Anna Rivers live' });
      await expect(card).toContainText('Live');

      await anna.context.close(); // no Finish: the tab is simply gone

      const placeholder = member.page.getByTestId('stream-placeholder');
      await expect(placeholder).toHaveAttribute('alt', 'Anna Rivers is offline', { timeout: 25_000 });
      // her card turns into an offline profile card without a reload
      await expect(card).toHaveCount(0, { timeout: 10_000 });
      await expect(slot(page, 'mfe_catalog').getByRole('link', { name: 'Anna Rivers profile' })).toBeVisible();
      expect((await api<{ streamingStatus: string }>(request, 'GET', `/streaming/status/${annaId}`)).streamingStatus).toBe('offline');

      // Signing in again, her page shows what the server has: no show, so Go live.
      const again = await newVisitor(browser);
      try {
        await signIn(again.page, ANNA);
        await expect(streamingStatus(again.page)).toHaveText('Offline', { timeout: 30_000 });
        await expect(again.page.getByRole('button', { name: 'Go live' })).toBeVisible();
      } finally {
        await again.context.close();
      }
    } finally {
      await member.context.close();
    }
  });
});
