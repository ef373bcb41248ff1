import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { buyTokens, registerMember, type Member } from '../support/api';
import { expectHeaderBalance } from '../support/live';
import { signIn } from '../support/platform';

// Content commerce as members meet it: find videos, buy a video, a gallery and a product with the ledger's
// tokens, and use what was bought — while a copied protected link stays useless to anyone else.

/** A new member with 200 tokens, signed in on the page. */
async function richMember(page: Page, request: APIRequestContext, label: string): Promise<Member> {
  const member = await registerMember(request, label);
  await buyTokens(request, member.token, 'Basic');
  await buyTokens(request, member.token, 'Basic');
  await signIn(page, member);
  await expectHeaderBalance(page, 200);
  return member;
}

/** Buy → the confirm step names the item and its price → Confirm. */
async function buyThrough(page: Page, title: string, price: number): Promise<void> {
  await page.getByRole('button', { name: `Buy for ${price} tokens` }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm purchase of ${title}` });
  await expect(confirm).toContainText(`Buy ${title} for ${price} tokens?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
}

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
  });

  test('a member buys a gallery and its photos unlock', async ({ page, request }) => {
    await richMember(page, request, 'gallerybuyer');
    await page.goto('/galleries');
    await page.getByRole('link', { name: 'Miami summer' }).first().click();
    await expect(page.getByRole('heading', { name: 'Miami summer' })).toBeVisible();
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('button', { name: /\(locked\)$/ }).first()).toBeVisible();

    await buyThrough(page, 'Miami summer', 40);
    await expectHeaderBalance(page, 160);
    await expect(photos.getByRole('button', { name: /\(locked\)$/ })).toHaveCount(0);
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
    await page.getByRole('link', { name: 'Miami summer' }).click();
    await expect(page).toHaveURL(/\/galleries\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: 'Miami summer' })).toBeVisible();
  });
});
