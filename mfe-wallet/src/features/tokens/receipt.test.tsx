import { act, screen } from '@testing-library/react';
import { applyServerBalance } from '@platform/shared';
import { mockApiPerTest, reply } from '@platform/shared/mock';
import type { TokenPurchase } from '@platform/shared/contract';
import { RECEIPT_POLL_MS } from './receipt.page';
import { fakeSocket } from '../../testing/fake-socket';
import { renderAt, describeInRussian, itInRussian, expectTextsIn } from '../../testing/wallet.test-helpers';

const PAYMENT_ID = 'b'.repeat(24);
const RECEIPT = '/payment/purchases/:id';

const purchase = (over: Partial<TokenPurchase> = {}): TokenPurchase => ({
  paymentId: PAYMENT_ID,
  status: 'pending',
  packageName: 'Starter',
  tokens: 100,
  amount: 9.99,
  currency: 'USD',
  processorTransactionId: null,
  reason: null,
  reversal: null,
  createdAt: '2025-03-01T10:20:30.000Z',
  ...over,
});

const api = mockApiPerTest('user', { username: 'member', balance: 500 });

afterEach(() => fakeSocket.reset());

it('back from the processor: pending, then credited live when the postback lands (socket event), with the new balance', async () => {
  api.get(RECEIPT, purchase());
  renderAt(`/account/tokens/receipt/${PAYMENT_ID}`);
  const pending = await screen.findByRole('status', { name: 'Receipt' });
  expectTextsIn(pending, ['Waiting for the payment to be confirmed…', 'Starter', '9.99 USD', '100 tokens']);

  api.get(RECEIPT, purchase({ status: 'completed', processorTransactionId: 'sbx_42' }));
  act(() => {
    applyServerBalance(600);
    fakeSocket.serverEmit('payment-settled', { idempotencyKey: 'k', status: 'success', transaction: null });
  });
  expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  expectTextsIn(screen.getByRole('status', { name: 'Receipt' }), ['sbx_42', 'Your balance600 tokens']);
});

it('asks again while pending, so a missed socket event still shows the credit', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    api.get(RECEIPT, purchase());
    renderAt(`/account/tokens/receipt/${PAYMENT_ID}`);
    await screen.findByText('Waiting for the payment to be confirmed…');
    api.get(RECEIPT, purchase({ status: 'completed' }));
    await act(async () => {
      jest.advanceTimersByTime(RECEIPT_POLL_MS);
    });
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('shows a declined payment with its reason and the way back', async () => {
  api.get(RECEIPT, purchase({ status: 'failed', reason: 'The card was declined (sandbox test card)' }));
  renderAt(`/account/tokens/receipt/${PAYMENT_ID}`);
  const receipt = await screen.findByRole('status', { name: 'Receipt' });
  expectTextsIn(receipt, ['Payment not completed', 'The card was declined (sandbox test card)', 'Nothing was charged']);
  expect(screen.getByRole('link', { name: 'Choose a package again' })).toHaveAttribute('href', '/account/tokens');
});

it('shows a payment the member cancelled on the processor page', async () => {
  api.get(RECEIPT, purchase({ status: 'failed', reason: 'The member cancelled on the payment page' }));
  renderAt(`/account/tokens/receipt/${PAYMENT_ID}?cancelled=1`);
  expect(await screen.findByText('You cancelled the payment')).toBeInTheDocument();
});

it('shows a charged-back purchase', async () => {
  api.get(RECEIPT, purchase({ status: 'reversed', reversal: 'chargeback', processorTransactionId: 'sbx_9' }));
  renderAt(`/account/tokens/receipt/${PAYMENT_ID}`);
  expect(await screen.findByText('Payment charged back')).toBeInTheDocument();
});

it('says when the purchase is not found, and shows a server error with retry', async () => {
  api.on('GET', RECEIPT, reply(404, { statusCode: 404, message: 'Payment not found', error: 'Not Found' }), { times: 1 });
  renderAt(`/account/tokens/receipt/${PAYMENT_ID}`);
  expect(await screen.findByText('This purchase was not found')).toBeInTheDocument();
});

it('shows a server error with a retry', async () => {
  api.on('GET', RECEIPT, reply(500, { statusCode: 500, message: 'Internal server error' }));
  renderAt(`/account/tokens/receipt/${PAYMENT_ID}`);
  expect(await screen.findByRole('button', { name: /try again|retry/i }, { timeout: 5000 })).toBeInTheDocument();
});

describeInRussian(() => {
  itInRussian('shows the receipt in Russian', async () => {
    api.get(RECEIPT, purchase({ status: 'completed', processorTransactionId: 'sbx_1' }));
    renderAt(`/account/tokens/receipt/${PAYMENT_ID}`);
    const receipt = await screen.findByRole('status', { name: 'Чек' });
    expectTextsIn(receipt, ['Оплата прошла успешно', 'Токены100 токенов', 'Цена9,99 USD']);
  });
});
