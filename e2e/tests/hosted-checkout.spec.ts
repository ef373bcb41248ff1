import { expect, test } from '../support/test';
import { api, memberBalance, processorReverses, registerMember, TEST_CARDS } from '../support/api';
import { expectOnReceipt, expectStarterPaid, goToPaymentPage, payWithCard, receipt } from '../support/checkout';
import { expectHeaderBalance } from '../support/live';
import { expectSignedInHeader, signIn } from '../support/platform';

// Buying tokens through the hosted checkout: the member types the card on the sandbox processor's own page (our
// site never sees it), comes back to the receipt, and the processor's signed postback credits — once — or not.
// Fresh members of their own: this journey shares no account with another.

test.describe('hosted checkout', () => {
  test('an approving card: the processor sends the member back to the receipt, which turns to paid and raises the header balance', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 'hostedok');
    await signIn(page, member);
    await expectSignedInHeader(page, member);
    const { paymentId } = await goToPaymentPage(page, 'Starter');
    await expect(page.getByRole('table')).toContainText(TEST_CARDS.approve);
    await payWithCard(page, TEST_CARDS.approve);

    await expectStarterPaid(page, paymentId);
    expect(await memberBalance(request, member.token)).toBe(50);
  });

  test('a declining card and a cancelled payment: the receipt says so and nothing is credited', async ({ page, request }) => {
    const member = await registerMember(request, 'hostedno');
    await signIn(page, member);
    await expectSignedInHeader(page, member);

    const declined = await goToPaymentPage(page, 'Starter');
    await payWithCard(page, TEST_CARDS.decline);
    await expectOnReceipt(page, declined.paymentId);
    await expect(receipt(page)).toContainText('Payment not completed');
    await expect(receipt(page)).toContainText('The card was declined (sandbox test card)');

    const cancelled = await goToPaymentPage(page, 'Starter');
    await page.getByRole('button', { name: 'Cancel and return to the merchant' }).click();
    await expect.poll(() => page.url()).toContain(`/account/tokens/receipt/${cancelled.paymentId}?cancelled=1`);
    await expect(receipt(page)).toContainText('You cancelled the payment');

    await expectHeaderBalance(page, 0);
    expect(await memberBalance(request, member.token)).toBe(0);
  });

  test("a 3-D Secure challenge: the bank's step, then paid", async ({ page, request }) => {
    const member = await registerMember(request, 'hosted3ds');
    await signIn(page, member);
    await expectSignedInHeader(page, member);
    const { paymentId } = await goToPaymentPage(page, 'Basic');
    await payWithCard(page, TEST_CARDS.challenge);
    const challenge = page.getByRole('form', { name: 'Bank verification' });
    await expect(challenge).toBeVisible();
    await challenge.getByLabel('Verification code').fill('1234');
    await challenge.getByRole('button', { name: 'Confirm' }).click();
    await expectOnReceipt(page, paymentId);
    await expect(receipt(page)).toContainText('Payment successful');
    await expectHeaderBalance(page, 100);
  });

  test('a postback that comes late and twice: the receipt waits, then credits once', async ({ page, request }) => {
    const member = await registerMember(request, 'hostedlate');
    await signIn(page, member);
    await expectSignedInHeader(page, member);
    const { paymentId } = await goToPaymentPage(page, 'Starter');
    await payWithCard(page, TEST_CARDS.lateTwice);
    await expectOnReceipt(page, paymentId);
    await expect(receipt(page)).toContainText('Waiting for the payment to be confirmed');
    // the sandbox sends this card's postbacks 10 s late (PROCESSOR_LATE_POSTBACK_MS)
    await expect(receipt(page)).toContainText('Payment successful', { timeout: 30_000 });
    await expectHeaderBalance(page, 50);
    // both copies have arrived by now (they are sent together); the second credited nothing
    await page.waitForTimeout(2_000);
    expect(await memberBalance(request, member.token)).toBe(50);
    const transactions = await api<{ total: number }>(request, 'GET', '/transactions/user/search', { token: member.token });
    expect(transactions.total).toBe(1);
  });

  test("a chargeback from the processor's operator takes the tokens back, live", async ({ page, request }) => {
    const member = await registerMember(request, 'hostedcb');
    await signIn(page, member);
    await expectSignedInHeader(page, member);
    const { paymentId, processorOrigin } = await goToPaymentPage(page, 'Basic');
    await payWithCard(page, TEST_CARDS.approve);
    await expect(receipt(page)).toContainText('Payment successful');
    await expectHeaderBalance(page, 100);

    expect((await processorReverses(request, processorOrigin, paymentId, 'chargeback')).postbackStatus).toBe(200);
    await expectHeaderBalance(page, 0);
    await page.reload();
    await expect(receipt(page)).toContainText('Payment charged back');
    expect(await memberBalance(request, member.token)).toBe(0);
  });
});
