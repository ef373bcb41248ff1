import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, reply, signedInAs } from '@platform/shared/mock';
import {
  renderAt,
  describeInRussian,
  itInRussian,
  failOnceThenRetry,
  expectRefusedTo,
  expectTextsIn,
  typeInto,
  saveAndSee,
} from '../../testing/wallet.test-helpers';

const payout = (n: number, over: Record<string, unknown> = {}) => ({
  _id: `pp${n}`,
  source: 'performer',
  sourceId: 'performer-1',
  performerId: 'performer-1',
  studioId: null,
  paymentAccountType: 'banking',
  paymentAccountInfo: { bankName: 'First Bank', bankAcountNumber: '12345678' },
  fromDate: '2025-03-01',
  toDate: '2025-03-31',
  requestNote: `Note ${n}`,
  adminNote: '',
  studioNote: '',
  status: 'pending',
  tokenMustPay: 300,
  createdAt: '2025-04-01T10:20:30.000Z',
  updatedAt: '2025-04-01T10:20:30.000Z',
  ...over,
});

const api = mockApiPerTest('performer', { username: 'anna' });

beforeEach(() => {
  api.get('/earning/performer/payout', { totalEarning: 12, totalPrice: 900, paidPrice: 500, remainingPrice: 400 });
});

it('lists payout requests with paging; only pending ones can be edited', async () => {
  api.get('/payout-requests/performer/search', (req) => {
    const offset = Number(req.params.offset);
    if (offset > 0) return { data: [payout(21, { status: 'done' })], total: 21 };
    return { data: Array.from({ length: 20 }, (_, i) => payout(i + 1, i === 1 ? { status: 'approved' } : {})), total: 21 };
  });
  renderAt('/account/payouts');
  const table = await screen.findByRole('table', { name: 'Payout requests' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('01/03/2025 – 31/03/2025300 tokensBank transferPending');
  expect(within(rows[1]).getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/account/payouts/pp1/edit');
  expect(within(rows[2]).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  expect(within(rows[2]).getByRole('link', { name: /^View/ })).toHaveAttribute('href', '/account/payouts/pp2');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Showing 21 of 21 payout requests')).toBeInTheDocument();
});

it('shows empty and error states', async () => {
  await failOnceThenRetry(api, '/payout-requests/performer/search', 'Payouts are down', { data: [], total: 0 }, () => renderAt('/account/payouts'));
  expect(await screen.findByText('No payout requests yet')).toBeInTheDocument();
  expect(screen.getByText('Ask for your unpaid earnings with a new payout request.')).toBeInTheDocument();
});

it('creates a payout request: available amount, validation, above-available refusal, then success', async () => {
  api.on(
    'POST',
    '/payout-requests/performer',
    reply(400, { statusCode: 400, message: 'The requested payout (500 tokens) is more than your available balance (400 tokens)' }),
    { times: 1 },
  );
  renderAt('/account/payouts/new');
  const form = screen.getByRole('form', { name: 'Payout request' });
  expect(await within(form).findByText('Available for this period: 400 tokens')).toBeInTheDocument();

  await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));
  expect(within(form).getByText('This field is required!')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Amount (tokens)'), '2.5');
  expect(within(form).getByText('Not a validate number!')).toBeInTheDocument();
  await userEvent.clear(within(form).getByLabelText('Amount (tokens)'));
  await userEvent.type(within(form).getByLabelText('Amount (tokens)'), '0');
  expect(within(form).getByText('Must be between 1 and 100000')).toBeInTheDocument();
  expect(api.callsTo('POST', '/payout-requests/performer')).toHaveLength(0);

  await userEvent.selectOptions(within(form).getByLabelText('Payout method'), 'banking');
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2025-03-01' } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2025-03-31' } });
  await userEvent.clear(within(form).getByLabelText('Amount (tokens)'));
  await typeInto(form, { 'Amount (tokens)': '500', Note: 'March' });
  await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));
  expect(await within(form).findByText('The requested payout (500 tokens) is more than your available balance (400 tokens)')).toBeInTheDocument();
  expect(api.callsTo('GET', '/earning/performer/payout').at(-1)!.params).toEqual({ fromDate: '2025-03-01', toDate: '2025-03-31' });

  api.post('/payout-requests/performer', (req) => payout(5, req.body as Record<string, unknown>));
  api.get('/payout-requests/performer/:id/view', payout(5, { tokenMustPay: 400, requestNote: 'March' }));
  await userEvent.clear(within(form).getByLabelText('Amount (tokens)'));
  await userEvent.type(within(form).getByLabelText('Amount (tokens)'), '400');
  await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Payout request sent')).toBeInTheDocument();
  const [refused, sent] = api.callsTo('POST', '/payout-requests/performer');
  expect(sent.body).toEqual({ paymentAccountType: 'banking', fromDate: '2025-03-01', toDate: '2025-03-31', tokenMustPay: 400, requestNote: 'March' });
  expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  // A changed request is a new action with a new key.
  expect(sent.headers['Idempotency-Key']).not.toBe(refused.headers['Idempotency-Key']);
  expect(await screen.findByLabelText('Payout request details')).toHaveTextContent('Amount400 tokens');
});

it('retries an unchanged request with the same Idempotency-Key', async () => {
  api.on('POST', '/payout-requests/performer', reply(500, { statusCode: 500, message: 'Temporarily unavailable' }), { times: 1 });
  renderAt('/account/payouts/new');
  const form = screen.getByRole('form', { name: 'Payout request' });
  await userEvent.selectOptions(within(form).getByLabelText('Payout method'), 'paxum');
  await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));
  expect(await within(form).findByText('Temporarily unavailable')).toBeInTheDocument();
  api.post('/payout-requests/performer', payout(6, { paymentAccountType: 'paxum' }));
  api.get('/payout-requests/performer/:id/view', payout(6, { paymentAccountType: 'paxum' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));
  await screen.findByText('Payout request sent');
  const [first, second] = api.callsTo('POST', '/payout-requests/performer');
  expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  expect(second.body).toEqual({ paymentAccountType: 'paxum', requestNote: '' });
});

it('edits a pending request', async () => {
  api.get('/payout-requests/performer/:id/view', payout(1));
  api.put('/payout-requests/performer/:id', (req) => payout(1, req.body as Record<string, unknown>));
  renderAt('/account/payouts/pp1/edit');
  const form = await screen.findByRole('form', { name: 'Edit payout request' });
  expect(within(form).getByLabelText('Amount (tokens)')).toHaveValue('300');
  expect(within(form).getByLabelText('Payout method')).toHaveValue('banking');
  await userEvent.clear(within(form).getByLabelText('Note'));
  await userEvent.type(within(form).getByLabelText('Note'), 'Whole of March');
  await saveAndSee(form, 'Payout request updated');
  expect(api.callsTo('PUT', '/payout-requests/performer/pp1')[0].body).toEqual({
    paymentAccountType: 'banking',
    fromDate: '2025-03-01',
    toDate: '2025-03-31',
    tokenMustPay: 300,
    requestNote: 'Whole of March',
  });
});

it('does not offer editing a request that is no longer pending', async () => {
  api.get('/payout-requests/performer/:id/view', payout(1, { status: 'approved' }));
  renderAt('/account/payouts/pp1/edit');
  expect(await screen.findByText('This payout request can no longer be edited')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

it('views a request with its payment details and notes', async () => {
  api.get('/payout-requests/performer/:id/view', payout(1, { status: 'rejected', adminNote: 'Wrong account' }));
  renderAt('/account/payouts/pp1');
  const facts = await screen.findByLabelText('Payout request details');
  expectTextsIn(facts, ['StatusRejected', 'Amount300 tokens', 'Payout methodBank transfer', 'Bank nameFirst Bank', 'Admin noteWrong account']);
  expect(screen.queryByRole('link', { name: 'Edit request' })).not.toBeInTheDocument();
});

it("uses the studio's own payout endpoints for a studio", async () => {
  signedInAs('studio', { username: 'studio' });
  api.get('/payout-requests/studio/search', { data: [payout(1, { source: 'studio' })], total: 1 });
  renderAt('/account/payouts');
  expect(await screen.findByRole('table', { name: 'Payout requests' })).toBeInTheDocument();
  expect(api.callsTo('GET', '/payout-requests/performer/search')).toHaveLength(0);
});

it('tells a member that payouts are for performers and studios', () => {
  expectRefusedTo('user', '/account/payouts/new', 'You are signed in as a member. Asking for payouts is for performers and studios only.');
  expect(api.calls).toHaveLength(0);
});

describeInRussian(() => {
  itInRussian('lists payout requests and shows the form in Russian', async () => {
    api.get('/payout-requests/performer/search', { data: [payout(1), payout(2, { fromDate: null, toDate: null, tokenMustPay: 1 })], total: 2 });
    renderAt('/account/payouts');
    const table = await screen.findByRole('table', { name: 'Запросы на выплату' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/03/2025 – 31/03/2025300 токеновБанковский переводОжидает');
    expect(rows[2]).toHaveTextContent('Все невыплаченные доходы1 токен');
    expect(within(rows[1]).getByRole('link', { name: /^Изменить запрос на выплату от/ })).toHaveAttribute('href', '/account/payouts/pp1/edit');
    expect(screen.getByRole('link', { name: 'Новый запрос на выплату' })).toHaveAttribute('href', '/account/payouts/new');
  });

  itInRussian('asks for a payout in Russian', async () => {
    api.get('/earning/performer/payout', { totalEarning: 12, totalPrice: 9000, paidPrice: 500, remainingPrice: 8500 });
    renderAt('/account/payouts/new');
    const form = screen.getByRole('form', { name: 'Запрос на выплату' });
    expect(await within(form).findByText(/^Доступно за этот период: 8\s500 токенов$/)).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'Банковский перевод' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Запросить выплату' }));
    expect(within(form).getByText('Это поле обязательно!')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Сумма (в токенах)'), '2.5');
    expect(within(form).getByText('Неверное число!')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Добавьте их в разделе «Платёжные данные»' })).toHaveAttribute('href', '/account/payment-info');
    expect(form).toHaveTextContent('Нет платёжных данных? Добавьте их в разделе «Платёжные данные».');
  });

  itInRussian('views a request in Russian', async () => {
    api.get('/payout-requests/performer/:id/view', payout(1, { status: 'approved' }));
    renderAt('/account/payouts/pp1');
    const facts = await screen.findByLabelText('Данные запроса на выплату');
    expectTextsIn(facts, [
      'СтатусОдобрен',
      'Сумма300 токенов',
      'Способ выплатыБанковский перевод',
      'Название банкаFirst Bank',
      'Номер счёта12345678',
    ]);
  });
});
