import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { apiToken, memberBalance, paidPurchase, performerSelf, processorReverses, registerMember, sendTip } from '../support/api';
import { adminToken } from '../support/two-factor';
import { enterFromHeader, inBackOffice } from '../support/back-office';

// A member buys tokens, spends most of them, and the bank charges the payment back: the ledger takes back what is
// left and books the rest (the shortfall) to the chargeback account, which the operator sees in the back office.

test('a chargeback after the member spent his tokens: he keeps none, and /admin/money/chargebacks shows the shortfall', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request, 'chargeback');
  const { tokens, paymentId, processorOrigin } = await paidPurchase(request, member.token, 'Basic');
  const annaToken = await apiToken(request, 'performer', ANNA.username);
  await sendTip(request, member.token, (await performerSelf(request, annaToken))._id, 60);
  expect(await memberBalance(request, member.token)).toBe(tokens - 60);

  expect((await processorReverses(request, processorOrigin, paymentId, 'chargeback')).postbackStatus).toBe(200);
  expect(await memberBalance(request, member.token)).toBe(0);

  await inBackOffice(browser, await adminToken(request), async (admin, backOffice) => {
    await enterFromHeader(admin);
    await backOffice.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Money' }).click();
    await backOffice.getByRole('link', { name: 'Chargebacks' }).click();
    await expect(admin).toHaveURL(/\/admin\/money\/chargebacks$/);
    const row = backOffice
      .getByRole('table', { name: 'Refunds and chargebacks from the payment processor' })
      .getByRole('row')
      .filter({ hasText: member.username });
    await expect(row).toContainText('Chargeback');
    await expect(row).toContainText('Basic');
    // tokens bought, taken back, shortfall
    await expect(row.getByRole('cell')).toContainText([String(tokens), String(tokens - 60), '60']);
    await expect(backOffice.getByText('Chargeback account')).toBeVisible();
  });
});
