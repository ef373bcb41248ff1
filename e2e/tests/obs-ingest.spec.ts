import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA, MEMBER } from '../support/accounts';
import { api, finishShows } from '../support/api';
import { expectVideoPlaying, newVisitor } from '../support/live';
import { signIn } from '../support/platform';

// A performer streams from an encoder instead of her browser: she copies her RTMP server and stream key from /live,
// an encoder (the npm ffmpeg, as OBS would) pushes to it, a member plays her room, and when the encoder stops she
// goes offline as when a browser tab closes.

/** The ffmpeg that comes with the media server's `pnpm install`. */
const FFMPEG = (createRequire(path.join(__dirname, '..', '..', 'services', 'media', 'package.json'))('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

/** An encoder: a test picture with the time on it and a tone, H.264/AAC over RTMP, in real time, until stopped. */
function encoder(url: string): ChildProcess {
  return spawn(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
      ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '50', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-f', 'flv', url],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const annaStatus = async (request: APIRequestContext, annaId: string) =>
  (await api<{ streamingStatus: string }>(request, 'GET', `/streaming/status/${annaId}`)).streamingStatus;

test.describe('streaming from OBS (RTMP)', () => {
  test.beforeEach(async ({ request }) => finishShows(request, ANNA));
  test.afterEach(async ({ request }) => finishShows(request, ANNA));

  test('anna copies her RTMP server and key from /live, an encoder pushes, a member watches, the encoder stops and she is offline', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, ANNA);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/live');

    // her encoder settings, fetched when she opens them
    await page.getByText('Stream from OBS or another encoder').click();
    const rtmp = page.getByRole('group', { name: 'RTMP (any encoder)' });
    await expect(rtmp.getByLabel('RTMP server URL', { exact: true })).toHaveValue(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/, { timeout: 20_000 });
    await expect(page.getByRole('group', { name: 'WHIP (OBS 30 and later)' }).getByLabel('WHIP server URL', { exact: true })).toHaveValue(
      /\/WebRTCAppEE\/whip$/,
    );
    const oldKey = await rtmp.getByLabel('Stream key', { exact: true }).inputValue();

    // a new key, after the confirm: the old one is revoked
    await rtmp.getByRole('button', { name: 'New stream key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Make a new stream key?' });
    await confirm.getByRole('button', { name: 'Make a new key' }).click();
    await expect(confirm).toBeHidden();
    await expect(rtmp.getByLabel('Stream key', { exact: true })).not.toHaveValue(oldKey);

    // copied as she would paste them into OBS
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await rtmp.getByRole('button', { name: 'Copy RTMP server URL' }).click();
    const server = await clipboard();
    await rtmp.getByRole('button', { name: 'Copy Stream key' }).click();
    await expect(page.getByText('Stream key copied.')).toBeVisible();
    const key = await clipboard();
    expect(server).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    expect(key).toBe(await rtmp.getByLabel('Stream key', { exact: true }).inputValue());
    expect(key).not.toBe(oldKey);

    const { _id: annaId } = await api<{ _id: string }>(request, 'GET', `/performers/${ANNA.username}/view`);
    const obs = encoder(`${server}/${key}`);
    try {
      await expect.poll(() => annaStatus(request, annaId), { timeout: 30_000, message: 'anna live from her encoder' }).toBe('public');

      const member = await newVisitor(browser);
      try {
        await signIn(member.page, MEMBER);
        await expect(member.page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 20_000 });
        await member.page.goto('/live/anna');
        await expectVideoPlaying(member.page.getByTestId('live-video'));

        // the encoder stops: after the publisher grace (10 s) she is offline, for the API and in her room
        obs.kill('SIGINT');
        await expect.poll(() => annaStatus(request, annaId), { timeout: 45_000, message: 'anna offline after her encoder stopped' }).toBe('offline');
      } finally {
        await member.context.close();
      }
    } finally {
      obs.kill('SIGKILL');
    }
  });
});
