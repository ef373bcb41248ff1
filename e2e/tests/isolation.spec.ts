import { expect, test } from '../support/test';
import { clickHeaderLink, documentWasKept, header, markDocument, slot, unavailablePanel } from '../support/platform';

test('a remote whose files cannot load shows its retry panel; the rest works; Retry brings it back without a reload', async ({ page }) => {
  const blocked = '**/remotes/mfe-catalog/**';
  await page.route(blocked, (route) => route.abort('connectionrefused'));

  await page.goto('/');
  await expect(unavailablePanel(page, 'mfe_catalog')).toBeVisible();
  const retry = unavailablePanel(page, 'mfe_catalog').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(header(page)).toBeVisible();
  await markDocument(page);

  // Navigation and another remote keep working.
  await clickHeaderLink(page, '/auth/login/user');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.goBack();
  await expect(unavailablePanel(page, 'mfe_catalog')).toBeVisible();

  await page.unroute(blocked);
  await unavailablePanel(page, 'mfe_catalog').getByRole('button', { name: 'Retry' }).click();
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: 'Performers' })).toBeVisible();
  await expect(unavailablePanel(page, 'mfe_catalog')).toHaveCount(0);
  expect(await documentWasKept(page)).toBe(true);
});
