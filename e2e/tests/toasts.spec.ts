import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectHeaderBalance } from '../support/live';
import { header } from '../support/platform';
import { buyThrough, richMember } from '../support/purchases';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every control of the header (links and buttons) that a visible toast covers, by its name. */
async function headerControlsCovered(page: Page, toasts: Locator): Promise<string[]> {
  const toastBoxes = (await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))).filter((box): box is Box => box !== null);
  const covered: string[] = [];
  for (const control of await header(page).locator('a, button').all()) {
    const box = await control.boundingBox();
    if (box && toastBoxes.some((toastBox) => overlaps(box, toastBox)))
      covered.push((await control.innerText()) || (await control.getAttribute('aria-label')) || '?');
  }
  return covered;
}

test('after two purchases the toasts cover none of the header controls, and a toast closes at once', async ({ page, request }) => {
  await richMember(page, request, 'toastbuyer');
  // each toast is the message plus its close button
  const toasts = page.getByTestId('toasts').locator('> div');

  await page.goto('/products');
  await page.getByRole('link', { name: 'Dance playlist' }).first().click();
  await buyThrough(page, 'Dance playlist', 30);
  await expect(page.getByRole('status').filter({ hasText: 'You bought Dance playlist' })).toBeVisible();
  expect(await headerControlsCovered(page, toasts), 'header controls under a toast').toEqual([]);

  await page.goto('/galleries');
  await page.getByRole('searchbox', { name: 'Search galleries' }).fill('Miami');
  await page.getByRole('searchbox', { name: 'Search galleries' }).press('Enter');
  await page.getByRole('link', { name: 'Miami summer' }).click();
  await buyThrough(page, 'Miami summer', 40);
  await expectHeaderBalance(page, 130);
  const second = page.getByRole('status').filter({ hasText: 'You bought Miami summer' });
  await expect(second).toBeVisible();
  expect(await headerControlsCovered(page, toasts), 'header controls under a toast').toEqual([]);

  await toasts.filter({ has: second }).getByRole('button', { name: 'Close' }).click();
  await expect(second).toHaveCount(0);
});
