import crypto from 'node:crypto';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { api, apiToken, buyTokens, performerSelf, registerMember, sendTip } from '../support/api';
import { pathOf, signIn } from '../support/platform';
import { adminToken } from '../support/two-factor';
import { enterFromHeader, inBackOffice } from '../support/back-office';

// A performer asks for a payout, the operator approves it and marks it paid in /admin/money with the payment's
// reference, and she sees it paid on her payouts page.

test('anna asks for a payout, the admin approves it and marks it paid in /admin, she sees it paid with its reference', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const note = `e2e payout ${crypto.randomBytes(3).toString('hex')}`;
  const reference = `PAY-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

  // 1. A member tips her, so she has earnings to ask for; she asks for 9 tokens by bank transfer (the API).
  const member = await registerMember(request, 'payer');
  await buyTokens(request, member.token, 'Starter');
  const annaToken = await apiToken(request, 'performer', ANNA.username);
  await sendTip(request, member.token, (await performerSelf(request, annaToken))._id, 20);
  const payout = await api<{ _id: string; status: string }>(request, 'POST', '/payout-requests/performer', {
    token: annaToken,
    body: { paymentAccountType: 'banking', tokenMustPay: 9, requestNote: note },
  });
  expect(payout.status).toBe('pending');

  // 2. The admin (signed in with his second factor) opens Money from the back office's navigation and approves it.
  await inBackOffice(browser, await adminToken(request), async (admin, backOffice) => {
    await enterFromHeader(admin);
    await backOffice.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Money' }).click();
    await expect(admin).toHaveURL(/\/admin\/money\/payouts$/);
    const pending = backOffice.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: note });
    await expect(pending).toContainText('anna (Performer)');
    await expect(pending).toContainText('9');
    await expect(pending).toContainText('Bank transfer');
    await pending.getByRole('button', { name: "Approve anna's payout" }).click();
    await expect(admin.getByText("anna's payout is approved")).toBeVisible();

    // 3. Among the approved ones, he marks it paid with the transfer's reference.
    await backOffice.getByLabel('Status').selectOption({ label: 'Approved, to be paid' });
    const approved = backOffice.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: note });
    await expect(approved).toContainText('Approved, to be paid');
    await approved.getByRole('button', { name: "Mark anna's payout paid" }).click();
    const dialog = admin.getByRole('dialog', { name: "Mark anna's payout of 9 tokens paid" });
    await dialog.getByLabel('Payment reference').fill(reference);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(admin.getByText("anna's payout is marked paid")).toBeVisible();
    await backOffice.getByLabel('Status').selectOption({ label: 'Paid' });
    await expect(backOffice.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: note })).toContainText(reference);

    // at phone width the list is cards under their column names, nothing past the screen's edge
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(backOffice.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: note })).toBeVisible();
    const widths = await admin.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(widths.inner);

    // the ledger still balances after the payout
    await backOffice.getByRole('navigation', { name: 'Money' }).getByRole('link', { name: 'Ledger check' }).click();
    await expect(backOffice.getByText('Balanced: every balance matches the ledger.')).toBeVisible();
  });

  // 4. She sees it paid on her payouts page, with the reference as the admin's note.
  await signIn(page, ANNA);
  await expect.poll(() => pathOf(page)).toBe(ANNA.landing);
  await page.goto('/account/payouts');
  const row = page
    .getByRole('table', { name: 'Payout requests' })
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/account/payouts/${payout._id}"]`) });
  await expect(row).toContainText('Done');
  await row.locator(`a[href="/account/payouts/${payout._id}"]`).click();
  const details = page.getByLabel('Payout request details');
  await expect(details).toContainText('Done');
  await expect(details).toContainText(reference);
});
