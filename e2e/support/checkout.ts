import type { Page } from '@playwright/test';
import { expect } from './test';
import { SITE_ORIGIN } from './api';
import { expectHeaderBalance } from './live';

// The hosted checkout as a member meets it: Buy → Continue to payment → the sandbox processor's own page (another
// origin) → back to the wallet's receipt.

/** From /account/tokens: buys a package and lands on the processor's page; answers the processor's origin and the payment id. */
export async function goToPaymentPage(page: Page, packageName: string): Promise<{ processorOrigin: string; paymentId: string }> {
  await page.goto('/account/tokens');
  await page.getByRole('listitem', { name: packageName }).getByRole('button', { name: 'Buy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await expect(confirm).toContainText("You pay on the payment processor's secure page");
  await confirm.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.origin, 'the card is typed on the processor, not on our site').not.toBe(SITE_ORIGIN);
  const paymentId = /^\/pay\/([0-9a-f]{24})$/.exec(url.pathname)?.[1];
  if (!paymentId) throw new Error(`not a payment page: ${page.url()}`);
  return { processorOrigin: url.origin, paymentId };
}

/** Types a test card on the processor's page and pays. */
export async function payWithCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Name on card').fill('E2E Member');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
}

/** The wallet's receipt after the processor sent the member back. */
export const receipt = (page: Page) => page.getByRole('status', { name: 'Receipt' });

export async function expectOnReceipt(page: Page, paymentId: string): Promise<void> {
  await expect.poll(() => page.url()).toBe(`${SITE_ORIGIN}/account/tokens/receipt/${paymentId}`);
}

/** Back on the receipt of a paid Starter package: it says so, names the package and its 50 tokens, and the header shows them. */
export async function expectStarterPaid(page: Page, paymentId: string): Promise<void> {
  await expectOnReceipt(page, paymentId);
  await expect(receipt(page)).toContainText('Payment successful');
  await expect(receipt(page)).toContainText('Starter');
  await expect(receipt(page)).toContainText('50 tokens');
  await expectHeaderBalance(page, 50);
}
