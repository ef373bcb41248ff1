import { expect, test } from '../support/test';
import { ACCOUNTS, MEMBER } from '../support/accounts';
import { expectSignedInHeader, header, pathOf, signIn } from '../support/platform';

test.describe('sign-in for every role', () => {
  for (const account of ACCOUNTS) {
    test(`${account.label} "${account.username}" signs in, lands on ${account.landing}, stays signed in after a refresh`, async ({ page }) => {
      await signIn(page, account);
      await expect.poll(() => pathOf(page)).toBe(account.landing);
      await expectSignedInHeader(page, account);
      if (account === MEMBER) await expect(header(page).getByLabel('Token balance')).toHaveText('500 tokens');

      await page.reload();
      await expect.poll(() => pathOf(page)).toBe(account.landing);
      await expectSignedInHeader(page, account);
    });
  }

  test('logout shows "Log out!" and lands on /', async ({ page }) => {
    await signIn(page, MEMBER);
    await expectSignedInHeader(page, MEMBER);
    await page.goto('/account/settings');
    await header(page).getByRole('button', { name: 'Log out' }).click();
    const toast = page.getByRole('status').filter({ hasText: /^Log out!$/ });
    await expect(toast.first()).toBeVisible();
    // One sign-out, one toast (both would show at once; each lasts 3 s).
    expect(await toast.count(), 'number of "Log out!" toasts shown').toBe(1);
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(header(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await page.reload();
    await expect(header(page).getByLabel('Token balance')).toHaveCount(0);
  });
});
