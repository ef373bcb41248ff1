import { test as base, expect, type Page } from '@playwright/test';

/** The shell's 18+ entry popup. */
export const adultPopup = (page: Page) => page.getByRole('dialog', { name: 'Adults only (18+)' });

/** Answers the 18+ popup the way a visitor does, whenever it blocks `page` (journeys that look at it remove this by `adultPopup(page)`). */
export async function answerAdultPopup(page: Page): Promise<void> {
  const popup = adultPopup(page);
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: /I am 18 or older/ }).click();
  });
}

/**
 * Every journey starts as a new visitor, so the shell's 18+ entry popup (enablePopup18Plus) comes up
 * first: answer it the way a visitor does whenever it blocks the page.
 */
export const test = base.extend<{ enterAdultSite: void }>({
  enterAdultSite: [
    async ({ page }, use) => {
      await answerAdultPopup(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
