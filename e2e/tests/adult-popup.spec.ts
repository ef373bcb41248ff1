import { adultPopup, expect, test } from '../support/test';
import { header } from '../support/platform';

test('a new visitor answers the 18+ popup once; it is remembered on the next visit', async ({ page }) => {
  const popup = adultPopup(page);
  await page.removeLocatorHandler(popup);
  await page.goto('/');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: /I am 18 or older/ }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(header(page)).toBeVisible();
  await expect(popup).toHaveCount(0);
});
