import { expect, type Page } from '@playwright/test';
import { PASSWORD, type DemoAccount } from './accounts';

/** The shell's header (the first <header> on the page; remotes render inside the content slot). */
export const header = (page: Page) => page.locator('header').first();

/** A remote's fixed single-spa container, e.g. slot(page, 'mfe_catalog'). */
export const slot = (page: Page, container: string) => page.locator(`[data-remote="${container}"]`);

export const unavailablePanel = (page: Page, container: string) =>
  slot(page, container)
    .getByRole('alert')
    .filter({ hasText: /unavailable/i });

/** Marks the current document; a full page reload loses the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = 'still-here';
  });
}

export async function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker === 'still-here');
}

/** Follows a header link the way a visitor does (client-side navigation through the shell). */
export async function clickHeaderLink(page: Page, href: string): Promise<void> {
  await header(page).locator(`a[href="${href}"]`).first().click();
}

/** Fills mfe-auth's sign-in form for the account's role and submits it. */
export async function signIn(page: Page, account: DemoAccount, { open = true } = {}): Promise<void> {
  if (open) await page.goto(`/auth/login/${account.role}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or e-mail').fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectSignedInHeader(page: Page, account: DemoAccount): Promise<void> {
  await expect(header(page)).toContainText(account.name);
  await expect(header(page).getByLabel('Token balance')).toHaveText(/^\d[\d,.]*\+? tokens$/);
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
