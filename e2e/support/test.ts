import { test as base, expect } from '@playwright/test';

/**
 * Every journey starts as a new visitor, so the shell's 18+ entry popup (enablePopup18Plus) comes up
 * first: answer it the way a visitor does whenever it blocks the page.
 */
export const test = base.extend<{ enterAdultSite: void }>({
  enterAdultSite: [
    async ({ page }, use) => {
      const popup = page.getByRole('dialog', { name: 'Adults only (18+)' });
      await page.addLocatorHandler(popup, async () => {
        await popup.getByRole('button', { name: /I am 18 or older/ }).click();
      });
      await use();
    },
    { auto: true },
  ],
});

export { expect };
