import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { mockApiPerTest, reply } from '@platform/shared/mock';
import { goToProcessor } from './redirect';
import { renderAt, describeInRussian, itInRussian, expectTextsIn } from '../../testing/wallet.test-helpers';

jest.mock('./redirect', () => ({ goToProcessor: jest.fn() }));

const PURCHASE = '/payment/purchase-tokens/:id';
const PURCHASE_K1 = '/payment/purchase-tokens/k1';
const PAYMENT_ID = 'a'.repeat(24);
const REDIRECT = `http://127.0.0.1:8090/pay?merchant=velvet-live&payment_id=${PAYMENT_ID}&signature=abc`;

const checkout = {
  paymentId: PAYMENT_ID,
  status: 'pending',
  processor: 'sandbox',
  redirectUrl: REDIRECT,
  action: 'http://127.0.0.1:8090/pay',
  fields: { merchant: 'velvet-live', payment_id: PAYMENT_ID, signature: 'abc' },
};

const api = mockApiPerTest('user', { username: 'member', balance: 500 });
const redirected = jest.mocked(goToProcessor);

beforeEach(() => {
  redirected.mockReset();
  api.get('/package/token/search', {
    data: [{ _id: 'k1', name: 'Starter', description: '', ordering: 1, price: 9.99, tokens: 100, isActive: true }],
    total: 1,
  });
});

async function openConfirm() {
  renderAt('/account/tokens');
  const card = await screen.findByRole('listitem', { name: 'Starter' });
  await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
  return screen.getByRole('dialog', { name: 'Confirm your purchase' });
}

it("confirms, opens one payment with an Idempotency-Key and sends the member to the processor's page; no card field on our side", async () => {
  api.post(PURCHASE, checkout);
  const dialog = await openConfirm();
  expectTextsIn(dialog, ['Sandbox payment — no real money', "You pay on the payment processor's secure page", 'Starter', '9.99 USD', '100 tokens']);
  expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
  expect(api.callsTo('POST', PURCHASE_K1)).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

  expect(redirected).toHaveBeenCalledWith(REDIRECT);
  const calls = api.callsTo('POST', PURCHASE_K1);
  expect(calls).toHaveLength(1);
  expect(calls[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.stringify(calls[0].body ?? {})).not.toMatch(/card/i);
  // the page stays busy while the browser leaves for the processor
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(bus.balance.value()).toBe(500);
});

it('cancel sends nothing and keeps the balance', async () => {
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('POST', PURCHASE_K1)).toHaveLength(0);
  expect(redirected).not.toHaveBeenCalled();
});

it('shows the server message when the payment cannot be opened, and retries with the same key', async () => {
  api.on('POST', PURCHASE, reply(400, { statusCode: 400, message: 'Token package not found', error: 'Bad Request' }), { times: 1 });
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Token package not found');
  expect(redirected).not.toHaveBeenCalled();

  api.post(PURCHASE, checkout);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
  expect(redirected).toHaveBeenCalledWith(REDIRECT);
  const [first, second] = api.callsTo('POST', PURCHASE_K1);
  expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
});

it('uses a new key for a new purchase action', async () => {
  api.on('POST', PURCHASE, reply(400, { statusCode: 400, message: 'Try later', error: 'Bad Request' }));
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
  await within(dialog).findByRole('alert');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(within(screen.getByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Buy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('alert');
  const [first, second] = api.callsTo('POST', PURCHASE_K1);
  expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
});

it('an action whose payment is already settled goes to its receipt, not to the processor again', async () => {
  api.post(PURCHASE, { ...checkout, status: 'completed', redirectUrl: `http://site.test/account/tokens/receipt/${PAYMENT_ID}`, fields: {} });
  api.get('/payment/purchases/:id', {
    paymentId: PAYMENT_ID,
    status: 'completed',
    packageName: 'Starter',
    tokens: 100,
    amount: 9.99,
    currency: 'USD',
    processorTransactionId: 'sbx_1',
    reason: null,
    reversal: null,
    createdAt: '2025-03-01T10:20:30.000Z',
  });
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
  expect(await screen.findByRole('status', { name: 'Receipt' })).toHaveTextContent('Payment successful');
  expect(redirected).not.toHaveBeenCalled();
});

it('is a modal dialog: the focus moves in, Escape cancels and gives the focus back to Buy', async () => {
  const dialog = await openConfirm();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  // (jsdom lays nothing out, so Tab cycling is covered by shared's use-focus-trap test and the keyboard e2e)
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Buy' })).toHaveFocus();
  expect(api.callsTo('POST', PURCHASE_K1)).toHaveLength(0);
});

describeInRussian(() => {
  itInRussian('confirms in Russian and goes to the payment page', async () => {
    api.post(PURCHASE, checkout);
    renderAt('/account/tokens');
    const card = await screen.findByRole('listitem', { name: 'Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Купить' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите покупку' });
    expectTextsIn(dialog, [
      'Тестовый платёж — реальные деньги не списываются',
      'Цена9,99 USD',
      'Токены100 токенов',
      'наш сайт не видит данных вашей карты',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    expect(redirected).toHaveBeenCalledWith(REDIRECT);
  });
});
