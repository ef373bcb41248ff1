import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { buyTokens, memberBalance, registerMember, setStreamingSettings } from '../support/api';
import { expectHeaderBalance, expectVideoPlaying, tipInRoom } from '../support/live';
import { expectSignedInHeader, signIn, slot } from '../support/platform';

// What a newcomer sees on the first visit: the demo performers `pnpm start` runs (fiona, gina and hana broadcast a
// synthetic show through the media server) are live on the home page with their show's preview frame; one click
// opens a room that plays, where chat, tips and a private show (the demo performer accepts by herself) work.

const DEMO_PERFORMERS = ['Fiona Gallagher', 'Gina Santos', 'Hana Sato'];

/** The preview image in a live card, once it has loaded a real frame from the media server. */
async function loadedPreview(card: Locator): Promise<string> {
  const preview = card.locator('img[src*="/previews/"]');
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)).catch(() => 0), {
      timeout: 45_000,
      message: 'a loaded preview frame',
    })
    .toBeGreaterThan(0);
  return (await preview.getAttribute('src')) ?? '';
}

test('a newcomer: three demo shows live with previews; one click plays a room over HLS; chat, tip and a private show billed from its first frame', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await setStreamingSettings(request, { optionForBroadcast: 'hls', optionForPrivate: 'webrtc' });
  const member = await registerMember(request, 'newcomer');
  await buyTokens(request, member.token, 'Starter'); // 50 tokens
  await signIn(page, member);
  await expectSignedInHeader(page, member);
  await page.goto('/');

  const catalog = slot(page, 'mfe_catalog');
  const cards = DEMO_PERFORMERS.map((name) => catalog.getByRole('link', { name: `Watch ${name} live` }));
  for (const card of cards) {
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText('Live');
    await expect(card).toContainText('Public show');
  }
  // the frame moves on: the card asks for a newer one every 10 s
  const first = await loadedPreview(cards[0]);
  await expect.poll(() => loadedPreview(cards[0]), { timeout: 30_000, message: 'a newer preview frame' }).not.toBe(first);
  for (const card of cards.slice(1)) await loadedPreview(card);

  await cards[0].click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/live/fiona');
  const video = page.getByTestId('live-video');
  await expectVideoPlaying(video, 60_000);
  await expect(video).toHaveAttribute('data-transport', 'hls');

  const chat = page.getByRole('region', { name: 'Public chat' });
  const hello = `Hello Fiona from ${member.username}`;
  await chat.getByRole('textbox', { name: 'Message' }).fill(hello);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(hello)).toBeVisible();

  await tipInRoom(page, 10, 'Fiona Gallagher');
  await expectHeaderBalance(page, 40);
  // his tip, once (other journeys may have tipped fiona in this run)
  await expect(
    chat
      .getByRole('listitem')
      .filter({ hasText: member.displayName })
      .filter({ hasText: /tipped 10 tokens/ }),
  ).toHaveCount(1);

  // fiona accepts by herself after a few seconds; minute 1 (15 tokens) is billed once her private video plays
  await page.getByRole('button', { name: 'Request private show' }).click();
  const show = page.getByRole('region', { name: 'Private show with Fiona Gallagher' });
  await expect(show).toBeVisible({ timeout: 30_000 });
  await expectVideoPlaying(show.getByTestId('live-video'));
  await expect(show.getByLabel('Billed minutes')).toHaveText(/^[1-9]/, { timeout: 20_000 });
  await show.getByRole('button', { name: 'Leave show' }).click();
  await expect(show).toHaveCount(0);
  const left = await memberBalance(request, member.token);
  expect((40 - left) % 15, 'whole minutes of 15 tokens were billed').toBe(0);
  expect(left).toBeLessThan(40);
  await expectHeaderBalance(page, left);
});
