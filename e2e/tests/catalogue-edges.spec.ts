import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MEMBER } from '../support/accounts';
import { header, signIn } from '../support/platform';

// Rough edges of the catalogue and the header (issue 24: items 2, 4, 7, 8, 11), at desktop and phone width.

const PHONE = { width: 390, height: 844 };

/** The picture's drawn area keeps its natural ratio: a letterboxed (contain) picture, or a box of its own ratio. */
async function drawnRatioKept(page: Page, selector: string): Promise<{ natural: number; box: number; fit: string }> {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      fit: getComputedStyle(img).objectFit,
    }));
}

test.describe('desktop', () => {
  test('one main landmark; an offline profile leads with Favourite and Message and lists her photos', async ({ page }) => {
    await page.goto('/profile/anna');
    await expect(page.getByRole('heading', { name: 'Anna', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch live' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in as a member to add her to favourites' })).toBeVisible();
  });

  test('the header links to /photos, whose tiles carry a title and picture text', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Photos', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Photos', level: 1 })).toBeVisible();
    const pictures = page.getByRole('region', { name: 'Photos' }).locator('img');
    const count = await pictures.count();
    for (let i = 0; i < count; i += 1) expect(await pictures.nth(i).getAttribute('alt'), `photo ${i} alt`).not.toBe('');
  });

  test('a product picture is not cut: its drawn ratio is its natural one', async ({ page }) => {
    await page.goto('/products');
    const picture = page.locator('main li img').first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { natural, box, fit } = await drawnRatioKept(page, 'main li img');
    if (Math.abs(natural - box) > 0.02) expect(fit, `natural ${natural.toFixed(2)}, box ${box.toFixed(2)}`).toBe('contain');
  });

  test('the home banners fill whole rows at 1280 px (no 3 + 1 hole) and their texts fit on them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const banners = page.getByRole('list', { name: 'Banners' }).getByRole('listitem');
    await expect(banners.first()).toBeVisible();
    const tops = await banners.evaluateAll((all) => all.map((li) => Math.round(li.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(new Set(perRow).size, `banners per row: ${perRow.join(', ')}`).toBe(1);
    // each banner's title and text fit on its picture (none runs out below it)
    const overflowing = await banners.evaluateAll(
      (all) =>
        all.filter((li) =>
          Array.from(li.querySelectorAll('strong')).some(({ parentElement: caption }) => caption!.scrollHeight > caption!.clientHeight + 1),
        ).length,
    );
    expect(overflowing, 'banners whose texts overflow their picture').toBe(0);
  });

  test('her opening hours line up on the left, on her profile and in her room', async ({ page }) => {
    for (const path of ['/profile/fiona', '/live/fiona']) {
      await page.goto(path);
      const hours = page.getByRole('table', { name: 'Schedule' });
      await expect(hours).toBeVisible();
      const aligns = await hours.locator('th, td').evaluateAll((cells) => [...new Set(cells.map((cell) => getComputedStyle(cell).textAlign))]);
      expect(
        aligns.every((align) => align === 'left' || align === 'start'),
        `${path}: ${aligns.join(', ')}`,
      ).toBe(true);
      const heading = page.getByRole('heading', { name: /Opening hours|Schedule/ });
      const [tableBox, headingBox] = [await hours.boundingBox(), await heading.boundingBox()];
      expect(Math.abs(tableBox!.x - headingBox!.x), `${path}: the table's left edge against its heading's`).toBeLessThan(2);
    }
  });

  test('the signed-in header is one row at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, MEMBER);
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size, `link tops ${tops.join(', ')}`).toBe(1);
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the performer search box takes the row; the Filters sheet opens and Escape closes it', async ({ page }) => {
    await page.goto('/performers');
    const search = page.getByRole('searchbox', { name: 'Search performers' });
    await expect(search).toBeVisible();
    const width = (await search.boundingBox())!.width;
    expect(width, 'search box width in px').toBeGreaterThanOrEqual(180);
    const gender = page.getByRole('combobox', { name: 'Gender' });
    await expect(gender).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(gender).toBeVisible();
    await gender.focus();
    await page.keyboard.press('Escape');
    await expect(gender).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
