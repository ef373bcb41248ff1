import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyServerBalance, bus } from '@platform/shared';
import { mockApiPerTest, reply } from '@platform/shared/mock';
import { PENDING_RECHECK_MS } from './use-purchase';
import { fakeSocket } from '../../testing/fake-socket';
import { renderAt, describeInRussian, itInRussian, expectTextsIn } from '../../testing/wallet.test-helpers';

const PURCHASE = '/payment/purchase-tokens/:id';
const PURCHASE_K1 = '/payment/purchase-tokens/k1';

const transaction = {
  _id: 'tx-42',
  paymentGateway: 'sandbox',
  buyerId: 'user-1',
  type: 'token_package',
  products: [{ name: 'Starter', price: 9.99, productType: 'token_package', productId: 'k1', quantity: 1, tokens: 100 }],
  totalPrice: 9.99,
  status: 'success',
  createdAt: '2025-03-01T10:20:30.000Z',
};

const api = mockApiPerTest('user', { username: 'member', balance: 500 });

beforeEach(() => {
  api.get('/package/token/search', {
    data: [{ _id: 'k1', name: 'Starter', description: '', ordering: 1, price: 9.99, tokens: 100, isActive: true }],
    total: 1,
  });
});

afterEach(() => {
  fakeSocket.reset();
});

async function openConfirm() {
  renderAt('/account/tokens');
  const card = await screen.findByRole('listitem', { name: 'Starter' });
  await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
  return screen.getByRole('dialog', { name: 'Confirm your purchase' });
}

it('confirms, pays once with an Idempotency-Key, shows the receipt and raises bus.balance', async () => {
  api.post(PURCHASE, transaction);
  const dialog = await openConfirm();
  expectTextsIn(dialog, ['Sandbox payment — no real money', 'Starter', '9.99 USD', '100 tokens']);
  expect(api.callsTo('POST', PURCHASE_K1)).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));

  const receipt = await screen.findByRole('status', { name: 'Receipt' });
  expectTextsIn(receipt, ['tx-42', 'Tokens added100 tokens', 'New balance600 tokens']);
  expect(receipt).toHaveTextContent(/01\/03\/2025 \d\d:20:30/);
  const calls = api.callsTo('POST', PURCHASE_K1);
  expect(calls).toHaveLength(1);
  expect(calls[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(bus.balance.value()).toBe(600);
  expect(screen.getByText(/Your balance/)).toHaveTextContent('600 tokens');
});

it('cancel sends nothing and keeps the balance', async () => {
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('POST', PURCHASE_K1)).toHaveLength(0);
  expect(bus.balance.value()).toBe(500);
});

it('shows the server message on a failed purchase, keeps the balance, and retries with the same key', async () => {
  api.on('POST', PURCHASE, reply(400, { statusCode: 400, message: 'Card declined by the sandbox gateway', error: 'Bad Request' }), { times: 1 });
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Card declined by the sandbox gateway');
  expect(bus.balance.value()).toBe(500);
  expect(screen.queryByRole('status', { name: 'Receipt' })).not.toBeInTheDocument();

  // Retrying the same action reuses its key, so the server can never charge it twice.
  api.post(PURCHASE, transaction);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
  await screen.findByRole('status', { name: 'Receipt' });
  const [first, second] = api.callsTo('POST', PURCHASE_K1);
  expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  expect(bus.balance.value()).toBe(600);
});

it('uses a new key for a new purchase action', async () => {
  api.post(PURCHASE, transaction);
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
  await userEvent.click(within(screen.getByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Buy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
  await screen.findByRole('status', { name: 'Receipt' });
  const [first, second] = api.callsTo('POST', PURCHASE_K1);
  expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
});

it('does not count the tokens twice when the socket figure arrived before the response', async () => {
  api.post(PURCHASE, () => {
    applyServerBalance(600); // balance-updated raced ahead of the HTTP answer
    return transaction;
  });
  const dialog = await openConfirm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
  expect(await screen.findByRole('status', { name: 'Receipt' })).toHaveTextContent('New balance600 tokens');
  expect(bus.balance.value()).toBe(600);
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

describe('a payment whose outcome the answer does not tell', () => {
  const inProgress = reply(409, { statusCode: 409, message: 'This purchase is already in progress.', error: 'Conflict' });
  const keyOf = () => api.callsTo('POST', PURCHASE_K1)[0].headers['Idempotency-Key'];

  it('shows "Payment pending…", then the receipt when the server settles it, without a reload', async () => {
    api.on('POST', PURCHASE, inProgress);
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    const pending = await screen.findByRole('dialog', { name: 'Payment pending…' });
    expect(within(pending).getByRole('status')).toHaveTextContent('Your payment for Starter is being confirmed');
    expect(bus.balance.value()).toBe(500);

    // another purchase's outcome changes nothing here
    act(() =>
      fakeSocket.serverEmit('payment-settled', { idempotencyKey: 'other', status: 'success', transaction: { ...transaction, _id: 'tx-other' } }),
    );
    expect(screen.getByRole('dialog', { name: 'Payment pending…' })).toBeInTheDocument();

    act(() => fakeSocket.serverEmit('payment-settled', { idempotencyKey: keyOf(), status: 'success', transaction }));
    const receipt = await screen.findByRole('status', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('tx-42');
    expect(receipt).toHaveTextContent('New balance600 tokens');
    expect(screen.queryByRole('dialog', { name: 'Payment pending…' })).not.toBeInTheDocument();
    expect(fakeSocket.listenerCount('payment-settled')).toBe(0);
  });

  it('the API went away mid-way (5xx): pending, then the refusal in the confirm dialog, balance unchanged', async () => {
    api.on('POST', PURCHASE, reply(502, { statusCode: 502, message: 'Bad Gateway' }));
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await screen.findByRole('dialog', { name: 'Payment pending…' });
    act(() =>
      fakeSocket.serverEmit('payment-settled', {
        idempotencyKey: keyOf(),
        status: 'failed',
        transaction: null,
        message: 'The payment was not completed and nothing was charged',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    expect(within(confirm).getByRole('alert')).toHaveTextContent('The payment was not completed and nothing was charged');
    expect(bus.balance.value()).toBe(500);
  });

  it('asks again under the same key while pending, and shows the answer once there is one', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      api.on('POST', PURCHASE, inProgress, { times: 1 });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderAt('/account/tokens');
      await user.click(within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Buy' }));
      await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
      await screen.findByRole('dialog', { name: 'Payment pending…' });
      // meanwhile the server finished it: the next call under the key answers the purchase
      api.post(PURCHASE, transaction);
      await act(async () => {
        jest.advanceTimersByTime(PENDING_RECHECK_MS);
      });
      expect(await screen.findByRole('status', { name: 'Receipt' })).toHaveTextContent('tx-42');
      const [first, second] = api.callsTo('POST', PURCHASE_K1);
      expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describeInRussian(() => {
  itInRussian('confirms and shows the receipt in Russian', async () => {
    api.post(PURCHASE, transaction);
    renderAt('/account/tokens');
    const card = await screen.findByRole('listitem', { name: 'Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Купить' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите покупку' });
    expectTextsIn(dialog, ['Тестовый платёж — реальные деньги не списываются', 'Цена9,99 USD', 'Токены100 токенов']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить покупку' }));
    const receipt = await screen.findByRole('status', { name: 'Чек' });
    expect(receipt).toHaveTextContent('Оплата прошла успешно');
    expect(receipt).toHaveTextContent('Новый баланс600 токенов');
  });

  itInRussian('shows the pending payment in Russian', async () => {
    api.on('POST', PURCHASE, reply(409, { statusCode: 409, message: 'This purchase is already in progress.', error: 'Conflict' }));
    renderAt('/account/tokens');
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Купить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить покупку' }));
    const pending = await screen.findByRole('dialog', { name: 'Платёж обрабатывается…' });
    expect(within(pending).getByRole('status')).toHaveTextContent('Платёж за «Starter» подтверждается');
  });
});
