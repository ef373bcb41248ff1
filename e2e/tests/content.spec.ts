import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { api, registerMember } from '../support/api';
import { buyThrough, richMember } from '../support/purchases';
import { expectHeaderBalance } from '../support/live';
import { expectSignedInHeader, signIn } from '../support/platform';

const CLIP = path.join(__dirname, '..', 'fixtures', 'studio-clip.mp4');

// Content commerce as members meet it: find videos, buy a video, a gallery and a product with the ledger's
// tokens, and use what was bought — while a copied protected link stays useless to anyone else.

/** Plays a muted <video>, then seeks to `to` seconds: the file answers range requests when it can be seeked. */
async function playAndSeek(video: Locator, to: number): Promise<number> {
  return video.evaluate(async (element, target) => {
    const v = element as HTMLVideoElement;
    v.muted = true;
    await v.play();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not seeked: readyState ${v.readyState}`)), 15_000);
      v.addEventListener('seeked', () => (clearTimeout(timer), resolve()), { once: true });
      v.currentTime = target;
    });
    return v.currentTime;
  }, to);
}

test.describe('content commerce', () => {
  test('a visitor filters the videos; the filter survives a refresh', async ({ page }) => {
    await page.goto('/videos');
    const results = page.getByRole('region', { name: 'Videos' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const all = await results.getByRole('listitem').count();

    await page.getByRole('searchbox', { name: 'Search videos' }).fill('dance');
    await page.getByRole('searchbox', { name: 'Search videos' }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=dance/);
    await expect(results.getByRole('heading', { name: 'Beach sunset dance' })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Salsa class, part 1' })).toHaveCount(0);
    expect(await results.getByRole('listitem').count()).toBeLessThan(all);

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Shorts' });
    await expect(page).toHaveURL(/[?&]type=SHORT/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('dance');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('SHORT');
  });

  test('a member buys a video: the balance moves, the full video plays and seeks; a copied link fails for anyone else', async ({ page, request }) => {
    await richMember(page, request, 'videobuyer');
    await page.goto('/videos?q=Beach%20sunset');
    await page.getByRole('link', { name: 'Beach sunset dance' }).click();
    await expect(page.getByRole('heading', { name: 'Beach sunset dance' })).toBeVisible();
    await expect(page.getByLabel('Beach sunset dance (trailer)')).toBeVisible();

    await buyThrough(page, 'Beach sunset dance', 80);
    await expectHeaderBalance(page, 120);
    const full = page.getByLabel('Beach sunset dance (full video)');
    await expect(full).toBeVisible();
    expect(await playAndSeek(full, 2)).toBeGreaterThanOrEqual(1.9);

    const src = await full.getAttribute('src');
    expect(src).toMatch(/\/files\/protected\//);
    const link = new URL(src!, page.url()).toString();
    const ranged = await page.request.get(link, { headers: { Range: 'bytes=0-99' } });
    expect(ranged.status()).toBe(206);
    expect((await ranged.body()).length).toBe(100);

    // The same link in another member's hands, or in nobody's, opens nothing.
    const other = await registerMember(request, 'copier');
    const asOther = await request.get(link, { headers: { Authorization: `Bearer ${other.token}` } });
    expect(asOther.status()).toBe(403);
    expect((await request.get(link)).status()).toBe(403);

    // the purchase history links to it
    await page.goto('/account/purchases');
    await page.getByRole('link', { name: 'Beach sunset dance', exact: true }).click();
    await expect(page.getByLabel('Beach sunset dance (full video)')).toBeVisible();
  });

  test('a member buys a gallery and its photos unlock', async ({ page, request }) => {
    await richMember(page, request, 'gallerybuyer');
    await page.goto('/galleries');
    await page.getByRole('searchbox', { name: 'Search galleries' }).fill('Miami');
    await page.getByRole('searchbox', { name: 'Search galleries' }).press('Enter');
    await page.getByRole('link', { name: 'Miami summer' }).click();
    await expect(page.getByRole('heading', { name: 'Miami summer' })).toBeVisible();
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('button', { name: /Locked$/ }).first()).toBeVisible();

    await buyThrough(page, 'Miami summer', 40);
    await expectHeaderBalance(page, 160);
    await expect(photos.getByRole('button', { name: /Locked$/ })).toHaveCount(0);
    await photos.getByRole('button').first().click();
    const lightbox = page.getByRole('dialog', { name: /^Photo 1 of \d+$/ });
    const full = lightbox.locator('img').first();
    await expect(full).toHaveAttribute('src', /\/files\/protected\//);
    await expect.poll(() => full.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: /^Photo 2 of \d+$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    // what was bought is listed, and its link opens it
    await page.goto('/account/purchases');
    await page.getByRole('link', { name: 'Miami summer', exact: true }).click();
    await expect(page).toHaveURL(/\/galleries\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: 'Miami summer' })).toBeVisible();
  });

  test('a member buys a digital product, downloads it, and the download link then expires', async ({ page, request }) => {
    await richMember(page, request, 'productbuyer');
    await page.goto('/products');
    await page.getByRole('link', { name: 'Dance playlist' }).first().click();
    await expect(page.getByRole('heading', { name: 'Dance playlist' })).toBeVisible();
    await buyThrough(page, 'Dance playlist', 30);
    await expectHeaderBalance(page, 170);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    const saved = await download.path();
    expect(fs.statSync(saved).size).toBeGreaterThan(1000);
    expect(download.suggestedFilename()).toMatch(/\.png$/);

    // The link is short-lived (DOWNLOAD_LINK_TTL_SECONDS=6 in this run): after it expires it opens nothing.
    await page.waitForTimeout(7_500);
    const expired = await page.request.get(download.url());
    expect(expired.status()).toBe(403);
    expect(await expired.text()).toContain('This link has expired');

    await page.goto('/account/purchases');
    await page.getByRole('link', { name: 'Dance playlist', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Dance playlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  });

  test('a performer uploads a video with progress, sees its poster, publishes it and finds it on her profile', async ({ page }) => {
    const title = `Studio clip ${Date.now().toString(36)}`;
    await signIn(page, ANNA);
    await expect(page).toHaveURL(/\/live/);
    await page.goto('/account/content/videos');
    await page.getByRole('link', { name: 'Upload video' }).first().click();
    const form = page.getByRole('form', { name: 'Upload video' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Uploaded by the e2e journey');
    await form.getByLabel('Status').selectOption('draft');
    await form.getByLabel('Video file').setInputFiles(CLIP);

    // a slow uplink, so the progress bar is seen moving
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await form.getByRole('button', { name: 'Upload video' }).click();
    const progress = page.getByRole('progressbar', { name: 'Uploading video progress' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const poster = page.getByRole('img', { name: `Poster of ${title}` });
    await expect(poster).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // a draft is not in the catalogue; once active it is on her profile
    await page.getByRole('link', { name: 'Edit video' }).click();
    const edit = page.getByRole('form', { name: 'Edit video' });
    await edit.getByLabel('Status').selectOption('active');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Videos', exact: true })).toBeVisible();
    await page.goto('/profile/anna');
    const videos = page.getByRole('region', { name: 'Videos' });
    await expect(videos.getByRole('link', { name: title })).toBeVisible();
    await videos.getByRole('link', { name: title }).click();
    await expect(page.getByLabel(`${title} (full video)`)).toBeVisible();
  });

  test('the contact form checks what was typed, then confirms', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const field of ['Name', 'Email', 'Message']) await expect(form.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Name').fill('Visitor');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Do performers ship products abroad?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Message')).toHaveValue('Do performers ship products abroad?');
    await form.getByLabel('Email').fill('visitor@example.test');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! We received your message' })).toContainText('visitor@example.test');
  });

  test('the favourites page lists her performers with their live status, and one can be removed', async ({ page, request }) => {
    const member = await registerMember(request, 'favs');
    const performers = await api<{ data: Array<{ _id: string; username: string }> }>(request, 'GET', '/performers/search?limit=50');
    for (const username of ['anna', 'fiona']) {
      const performer = performers.data.find((p) => p.username === username)!;
      await api(request, 'POST', '/favourite/performers/like', { token: member.token, body: { performerId: performer._id } });
    }
    await signIn(page, member);
    await expectSignedInHeader(page, member);
    await page.goto('/account/favorites');
    const list = page.getByRole('region', { name: 'Favorite performers' });
    await expect(list.getByRole('link', { name: /Watch Fiona.* live/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /Anna.* profile/ })).toBeVisible();
    await list.getByRole('button', { name: /Remove Anna.* from favorites/ }).click();
    await expect(list.getByRole('link', { name: /Anna.* profile/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Favorite performers' }).getByRole('link', { name: /Watch Fiona.* live/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Favorite performers' }).getByRole('link', { name: /Anna.* profile/ })).toHaveCount(0);
  });
});
