import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders, reply } from '@platform/shared/mock';
import type { AdminPayoutRequest, AdminRefundRequest, LedgerCheck, Order } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT, FIRST_RENDER } from '../../testing/admin';
import { toCsv } from './csv';

/** The performer who asks to be paid and sells; the member who buys and asks for refunds. */
const ANNA = { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', username: 'anna', displayName: 'Anna' };
const KATE = { _id: 'd1d1d1d1d1d1d1d1d1d1d1d1', username: 'kate', displayName: 'Kate' };

const payout: AdminPayoutRequest = {
  _id: 'b1b1b1b1b1b1b1b1b1b1b1b1',
  source: 'performer',
  sourceId: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  performerId: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  studioId: null,
  paymentAccountType: 'paxum',
  paymentAccountInfo: { paxumEmail: 'anna@paxum.test' },
  fromDate: null,
  toDate: null,
  requestNote: 'November, please',
  adminNote: '',
  studioNote: '',
  status: 'pending',
  tokenMustPay: 120,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  account: ANNA,
};

const refund: AdminRefundRequest = {
  _id: 'c1c1c1c1c1c1c1c1c1c1c1c1',
  userId: 'd1d1d1d1d1d1d1d1d1d1d1d1',
  performerId: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  sourceType: 'purchase',
  sourceId: 'e1e1e1e1e1e1e1e1e1e1e1e1',
  token: 50,
  description: 'The video does not play',
  status: 'pending',
  adminNote: '',
  createdAt: '2026-11-03T10:00:00.000Z',
  member: KATE,
  performer: ANNA,
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

describe('payouts', () => {
  it('lists pending payouts with the account and payment details, and approves one', async () => {
    api.get('/admin/payout-requests', { data: [payout], total: 1 });
    api.post(`/admin/payout-requests/${payout._id}/settle`, { ...payout, status: 'approved' });
    renderWithProviders(<Root />, { router: false, route: '/admin/money' });

    const row = await screen.findByRole('row', { name: 'anna: 120 tokens' }, FIRST_RENDER);
    expect(row).toHaveTextContent('anna (Performer)');
    expect(row).toHaveTextContent('Paxum');
    expect(row).toHaveTextContent('paxumEmail: anna@paxum.test');
    expect(row).toHaveTextContent('November, please');
    expect(api.callsTo('GET', '/admin/payout-requests')[0].params).toEqual({ status: 'pending', limit: 20, offset: 0 });

    await userEvent.click(within(row).getByRole('button', { name: "Approve anna's payout" }));
    expect(await screen.findByText("anna's payout is approved")).toBeInTheDocument();
    expect(api.callsTo('POST', `/admin/payout-requests/${payout._id}/settle`)[0].body).toEqual({ status: 'approved' });
  });

  it('marks an approved payout paid with its payment reference', async () => {
    api.get('/admin/payout-requests', { data: [{ ...payout, status: 'approved' }], total: 1 });
    api.post(`/admin/payout-requests/${payout._id}/settle`, { ...payout, status: 'done', adminNote: 'PX-1' });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/payouts' });

    await userEvent.selectOptions(await screen.findByLabelText('Status', {}, FIRST_RENDER), 'Approved, to be paid');
    const row = await screen.findByRole('row', { name: 'anna: 120 tokens' });
    expect(api.callsTo('GET', '/admin/payout-requests').at(-1)?.params).toMatchObject({ status: 'approved' });
    await userEvent.click(within(row).getByRole('button', { name: "Mark anna's payout paid" }));
    const dialog = await screen.findByRole('dialog', { name: "Mark anna's payout of 120 tokens paid" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText("Please type the payment's reference")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'PX-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText("anna's payout is marked paid")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', `/admin/payout-requests/${payout._id}/settle`)[0].body).toEqual({ status: 'done', adminNote: 'PX-1' });
  });

  it('rejects with a reason and keeps the dialog open with the server refusal', async () => {
    api.get('/admin/payout-requests', { data: [payout], total: 1 });
    api.post(
      `/admin/payout-requests/${payout._id}/settle`,
      reply(400, { statusCode: 400, message: 'This payout request is already rejected', error: 'Bad Request' }),
    );
    renderWithProviders(<Root />, { router: false, route: '/admin/money/payouts' });
    const row = await screen.findByRole('row', { name: 'anna: 120 tokens' }, FIRST_RENDER);
    await userEvent.click(within(row).getByRole('button', { name: "Reject anna's payout" }));
    const dialog = await screen.findByRole('dialog', { name: "Reject anna's payout of 120 tokens" });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Wrong account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This payout request is already rejected')).toBeInTheDocument();
    expect(api.callsTo('POST', `/admin/payout-requests/${payout._id}/settle`)[0].body).toEqual({ status: 'rejected', adminNote: 'Wrong account' });
  });

  it('downloads the listed batch as CSV', async () => {
    // jsdom has no object URLs: the test lends them for its download and gives them back
    const createObjectURL = jest.fn<string, [Blob]>(() => 'blob:payouts');
    const revokeObjectURL = jest.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.get('/admin/payout-requests', { data: [payout], total: 1 });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/payouts' });
    await screen.findByRole('row', { name: 'anna: 120 tokens' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^payouts-pending-\d{4}-\d{2}-\d{2}-p1\.csv$/);
    // jsdom's Blob has no text(): read it as a browser would
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0][0]);
    });
    expect(text.split('\r\n')[1]).toBe(
      `${payout._id},2026-11-02T10:00:00.000Z,performer,anna,Anna,120,paxum,paxumEmail: anna@paxum.test,pending,"November, please",`,
    );
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:payouts');
    click.mockRestore();
    Object.assign(URL, original);
  });
});

it('CSV fields are quoted when needed and formulas are defused', () => {
  expect(toCsv(['a', 'b'], [['say "hi", ok', '=SUM(A1)']])).toBe('a,b\r\n"say ""hi"", ok",\'=SUM(A1)\r\n');
});

describe('refunds', () => {
  it('refunds a pending request with a reason', async () => {
    api.get('/admin/refund-requests', { data: [refund], total: 1 });
    api.post(`/admin/refund-requests/${refund._id}/settle`, { ...refund, status: 'resolved', adminNote: 'Broken file' });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/refunds' });
    const row = await screen.findByRole('row', { name: 'kate: 50 tokens' }, FIRST_RENDER);
    expect(row).toHaveTextContent('anna');
    expect(row).toHaveTextContent('The video does not play');
    await userEvent.click(within(row).getByRole('button', { name: 'Refund kate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund 50 tokens to kate' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Broken file');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('50 tokens are refunded to kate')).toBeInTheDocument();
    expect(api.callsTo('POST', `/admin/refund-requests/${refund._id}/settle`)[0].body).toEqual({ status: 'resolved', adminNote: 'Broken file' });
  });

  it('rejects with a reason; decided requests show their note and no actions', async () => {
    api.get('/admin/refund-requests', (req: { params?: Record<string, unknown> }) =>
      req.params?.status === 'rejected'
        ? { data: [{ ...refund, status: 'rejected', adminNote: 'Plays fine' }], total: 1 }
        : { data: [refund], total: 1 },
    );
    api.post(`/admin/refund-requests/${refund._id}/settle`, { ...refund, status: 'rejected', adminNote: 'Plays fine' });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/refunds' });
    const row = await screen.findByRole('row', { name: 'kate: 50 tokens' }, FIRST_RENDER);
    await userEvent.click(within(row).getByRole('button', { name: "Reject kate's refund" }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Plays fine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText("kate's refund is rejected")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    const decided = await screen.findByRole('row', { name: 'kate: 50 tokens' });
    expect(await within(decided).findByText('Plays fine')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).toBeNull();
  });
});

describe('ledger check', () => {
  const check: LedgerCheck = { accounts: 42, movements: 310, mismatches: [], unbalancedMovements: [], negativeBalances: [], ok: true };

  it('shows a balanced ledger with its figures and runs it again', async () => {
    api.get('/admin/ledger/check', check);
    renderWithProviders(<Root />, { router: false, route: '/admin/money/ledger' });
    expect(await screen.findByText('Balanced: every balance matches the ledger.', {}, FIRST_RENDER)).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Ledger check result' });
    expect(result).toHaveTextContent('Accounts checked42');
    expect(result).toHaveTextContent('Movements310');
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    await screen.findByText('Balanced: every balance matches the ledger.');
    expect(api.callsTo('GET', '/admin/ledger/check').length).toBeGreaterThanOrEqual(2);
  });

  it('lists the differences when it does not balance', async () => {
    api.get('/admin/ledger/check', {
      ...check,
      ok: false,
      mismatches: [{ kind: 'performer', id: 'a1a1a1a1a1a1a1a1a1a1a1a1', balance: 100, ledger: 80 }],
      negativeBalances: [{ kind: 'user', id: 'd1d1d1d1d1d1d1d1d1d1d1d1', balance: -5 }],
      unbalancedMovements: ['f1f1f1f1f1f1f1f1f1f1f1f1'],
    });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/ledger' });
    expect(await screen.findByText('Not balanced: the differences are listed below.', {}, FIRST_RENDER)).toBeInTheDocument();
    const mismatches = screen.getByRole('table', { name: 'Balances that differ from the ledger' });
    expect(within(mismatches).getAllByRole('row')[1]).toHaveTextContent('performera1a1a1a1a1a1a1a1a1a1a1a11008020');
    expect(
      within(mismatches)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account type', 'Account', 'Balance', 'Ledger says', 'Difference']);
    expect(screen.getByRole('table', { name: 'Negative balances' })).toHaveTextContent('-5');
    expect(screen.getByRole('list', { name: 'Movements that do not sum to zero' })).toHaveTextContent('f1f1f1f1f1f1f1f1f1f1f1f1');
  });
});

describe('orders', () => {
  const order: Order = {
    _id: 'f2f2f2f2f2f2f2f2f2f2f2f2',
    orderNumber: 'ORD-1042',
    buyerId: 'd1d1d1d1d1d1d1d1d1d1d1d1',
    sellerId: 'a1a1a1a1a1a1a1a1a1a1a1a1',
    productId: 'e2e2e2e2e2e2e2e2e2e2e2e2',
    productType: 'physical',
    name: 'Signed poster',
    unitPrice: 40,
    quantity: 2,
    totalPrice: 80,
    status: 'processing',
    deliveryStatus: 'shipping',
    deliveryAddress: '1 Main St',
    postalCode: '10001',
    shippingCode: 'TRACK-9',
    createdAt: '2026-11-04T10:00:00.000Z',
    buyerInfo: KATE,
    sellerInfo: ANNA,
  };

  it('lists every order with buyer, seller and delivery, and searches by number and status', async () => {
    api.get('/admin/orders', { data: [order], total: 1 });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/orders' });
    const row = await screen.findByRole('row', { name: 'Order ORD-1042' }, FIRST_RENDER);
    for (const text of ['Signed poster × 2', '1 Main St 10001', 'kate', 'anna', '80', 'Processing', 'Delivery: Shipping · TRACK-9'])
      expect(row).toHaveTextContent(text);
    expect(api.callsTo('GET', '/admin/orders')[0].params).toEqual({ limit: 20, offset: 0 });

    await userEvent.type(screen.getByLabelText('Order number or product'), 'ORD-1042');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Processing');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/admin/orders').at(-1)!.params).toEqual({ q: 'ORD-1042', status: 'processing', limit: 20, offset: 0 }),
    );
  });
});

describe('commissions', () => {
  it('shows the platform’s shares, refuses 120 % and saves new ones', async () => {
    api.get('/admin/money/commissions', { performerCommission: 20, studioCommission: 10 });
    api.put('/admin/money/commissions', (req: { body: unknown }) => req.body);
    renderWithProviders(<Root />, { router: false, route: '/admin/money/commissions' });
    const performer = await screen.findByLabelText('From a performer on her own (%)', {}, FIRST_RENDER);
    expect(performer).toHaveValue(20);
    await userEvent.clear(performer);
    await userEvent.type(performer, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Type a percentage from 0 to 100')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/admin/money/commissions')).toHaveLength(0);

    await userEvent.clear(performer);
    await userEvent.type(performer, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The next sale is split with these shares.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/admin/money/commissions')[0].body).toEqual({ performerCommission: 25, studioCommission: 10 });
  });
});

describe('chargebacks', () => {
  it('shows the chargeback account and each refund or chargeback with what it could not take back', async () => {
    api.get('/admin/money/chargebacks', {
      chargebackBalance: -30,
      total: 1,
      data: [
        {
          paymentId: 'c1c1c1c1c1c1c1c1c1c1c1c1',
          kind: 'chargeback',
          member: KATE,
          packageName: 'Starter',
          amount: 4.99,
          tokens: 50,
          recovered: 20,
          shortfall: 30,
          processorTransactionId: 'sbx_123',
          reversedAt: '2026-11-03T09:30:00.000Z',
        },
      ],
    });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/chargebacks' });
    const table = await screen.findByRole('table', { name: 'Refunds and chargebacks from the payment processor' }, FIRST_RENDER);
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['Chargeback', 'kate', 'Starter', '4.99 USD', '50', '20', '30', 'sbx_123']) expect(row).toHaveTextContent(text);
    expect(screen.getByText('Chargeback account').nextElementSibling).toHaveTextContent('-30');
  });

  it('says when there are none', async () => {
    api.get('/admin/money/chargebacks', { chargebackBalance: 0, total: 0, data: [] });
    renderWithProviders(<Root />, { router: false, route: '/admin/money/chargebacks' });
    expect(await screen.findByText('No refunds or chargebacks yet', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
