import { answerAdultPopup, expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { apiToken, buyTokens, memberBalance, performerSelf, registerMember, sendTip, TEST_CARDS } from '../support/api';
import { expectStarterPaid, goToPaymentPage, payWithCard, receipt } from '../support/checkout';
import { expectHeaderBalance } from '../support/live';
import { documentWasKept, expectSignedInHeader, markDocument, pathOf, signIn } from '../support/platform';

// Tokens bought, spent and earned show up at once, everywhere, without a reload.

test.describe('money journeys', () => {
  test("a member buys a token package (confirm step, the processor's page, receipt) and the header balance rises", async ({ page, request }) => {
    const member = await registerMember(request, 'buyer');
    await signIn(page, member);
    await expectSignedInHeader(page, member);
    await expectHeaderBalance(page, 0);

    const { paymentId } = await goToPaymentPage(page, 'Starter');
    await payWithCard(page, TEST_CARDS.approve);

    await expectStarterPaid(page, paymentId);
    expect(await memberBalance(request, member.token)).toBe(50);
  });

  test('a purchase in one tab updates the balance in another tab; a tip from elsewhere reaches both', async ({ page, context, request }) => {
    const member = await registerMember(request, 'tabs');
    await buyTokens(request, member.token, 'Basic');
    await signIn(page, member);
    await expectHeaderBalance(page, 100);

    // Tab B: the same browser, another page of the site.
    const other = await context.newPage();
    await answerAdultPopup(other);
    await other.goto('/');
    await expectHeaderBalance(other, 100);
    await markDocument(other);

    // Tab A buys on the processor's page and comes back to the receipt.
    await goToPaymentPage(page, 'Starter');
    await payWithCard(page, TEST_CARDS.approve);
    await expect(receipt(page)).toContainText('Payment successful');
    await expectHeaderBalance(page, 150);
    await expectHeaderBalance(other, 150);

    // A tip sent from another device (the API): balance-updated reaches both tabs.
    const anna = await performerSelf(request, await apiToken(request, 'performer', ANNA.username));
    await sendTip(request, member.token, anna._id, 30);
    await expectHeaderBalance(page, 120);
    await expectHeaderBalance(other, 120);
    expect(await documentWasKept(other), 'the other tab was not reloaded').toBe(true);
    await other.close();
  });

  test('a performer sees the earning from a tip the member just sent and requests a payout (pending)', async ({ page, request }) => {
    const member = await registerMember(request, 'tipper');
    await buyTokens(request, member.token, 'Starter');
    const annaToken = await apiToken(request, 'performer', ANNA.username);
    const anna = await performerSelf(request, annaToken);
    await sendTip(request, member.token, anna._id, 37);

    await signIn(page, ANNA);
    await expect.poll(() => pathOf(page)).toBe(ANNA.landing);
    await page.goto('/account/earnings');
    const earnings = page.getByRole('table', { name: 'Earnings' });
    // The earning names the tipper by username (she set no display name; her own name stays private).
    const row = earnings.getByRole('row').filter({ hasText: member.displayName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Tip');
    await expect(row).toContainText('37 tokens');

    await page.goto('/account/payouts/new');
    const form = page.getByRole('form', { name: 'Payout request' });
    await expect(form.getByRole('status', { name: 'Available amount' })).toContainText(/Available for this period: [\d,]+ tokens/);
    await form.getByLabel('Payout method').selectOption({ label: 'Bank transfer' });
    await form.getByLabel('Amount (tokens)').fill('12');
    await form.getByLabel('Note').fill(`e2e payout for ${member.username}`);
    await form.getByRole('button', { name: 'Request payout' }).click();

    await expect.poll(() => pathOf(page)).toMatch(/^\/account\/payouts\/[0-9a-f]{24}$/);
    const details = page.getByLabel('Payout request details');
    await expect(details).toContainText(/pending/i);
    await expect(details).toContainText('12 tokens');

    await page.getByRole('link', { name: 'Back to payout requests' }).click();
    const listed = page.getByRole('table', { name: 'Payout requests' }).getByRole('row').filter({ hasText: '12 tokens' });
    await expect(listed.first()).toContainText(/pending/i);
    await expect(listed.first()).toContainText('Bank transfer');
  });
});
