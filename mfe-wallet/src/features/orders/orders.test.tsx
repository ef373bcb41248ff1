import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, pagedReplies, reply, signedInAs } from '@platform/shared/mock';
import {
  renderAt,
  describeInRussian,
  itInRussian,
  failOnceThenRetry,
  expectRefusedTo,
  expectTextsIn,
  saveAndSee,
} from '../../testing/wallet.test-helpers';

const order = (n: number, over: Record<string, unknown> = {}) => ({
  _id: `o${n}`,
  orderNumber: `ORD-${n}`,
  buyerId: 'user-1',
  sellerId: 'performer-1',
  productId: 'pr1',
  productType: 'physical',
  name: `Poster ${n}`,
  unitPrice: 40,
  quantity: 2,
  totalPrice: 80,
  status: 'processing',
  deliveryStatus: 'processing',
  deliveryAddress: '1 Main St, Springfield',
  postalCode: '12345',
  shippingCode: '',
  createdAt: '2025-03-01T10:20:30.000Z',
  buyerInfo: { _id: 'user-1', username: 'member', displayName: 'Member One' },
  ...over,
});

const api = mockApiPerTest();

describe('a member', () => {
  beforeEach(() => signedInAs('user', { username: 'member' }));

  it('lists her orders with paging', async () => {
    api.get('/orders/user/search', pagedReplies(order, 21));
    renderAt('/account/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('row', { name: /ORD-1 .* Poster 1 2 80 tokens Processing Processing Details/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'ORD-21' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/orders/search')).toHaveLength(0);
  });

  it('shows empty and error states', async () => {
    await failOnceThenRetry(api, '/orders/user/search', 'Orders are down', { data: [], total: 0 }, () => renderAt('/account/orders'));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Products you buy are listed here.')).toBeInTheDocument();
  });

  it('sees the details of an order and can ask for a refund', async () => {
    api.get('/orders/user/details/:id', (req) =>
      order(7, { _id: req.match.id, shippingCode: 'TRACK-77', status: 'shipping', deliveryStatus: 'shipping' }),
    );
    renderAt('/account/orders/o7');
    const facts = await screen.findByLabelText('Order ORD-7');
    expectTextsIn(facts, [
      'StatusShipping',
      'Delivery statusShipping',
      'Delivery address1 Main St, Springfield',
      'Postal code12345',
      'Shipping codeTRACK-77',
    ]);
    expect(screen.getByRole('link', { name: 'Request refund: Poster 7' })).toHaveAttribute(
      'href',
      '/account/refunds/new?sourceType=order&sourceId=o7&name=Poster+7',
    );
    expect(screen.queryByRole('form', { name: 'Update order' })).not.toBeInTheDocument();
  });

  it('shows an unknown order as an error', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.get('/orders/user/details/:id', reply(404, { statusCode: 404, message: 'Order not found' }));
    renderAt('/account/orders/nope');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    jest.mocked(console.warn).mockRestore();
  });
});

describe('a performer (seller)', () => {
  beforeEach(() => signedInAs('performer', { username: 'anna' }));

  it('lists the orders of her products with the buyer', async () => {
    api.get('/orders/search', { data: [order(1)], total: 1 });
    renderAt('/account/orders');
    expect(await screen.findByRole('cell', { name: 'Member One' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details of order ORD-1' })).toHaveTextContent('Manage');
    expect(api.callsTo('GET', '/orders/user/search')).toHaveLength(0);
  });

  it('updates status, delivery status and shipping code', async () => {
    api.get('/orders/details/:id', order(3));
    api.put('/orders/:id/update', (req) => order(3, { ...(req.body as Record<string, unknown>) }));
    renderAt('/account/orders/o3');
    const form = await screen.findByRole('form', { name: 'Update order' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'shipping');
    await userEvent.selectOptions(within(form).getByLabelText('Delivery status'), 'shipping');
    await userEvent.type(within(form).getByLabelText('Shipping code'), 'TRACK-1');
    await saveAndSee(form, 'Order updated');
    const [call] = api.callsTo('PUT', '/orders/o3/update');
    expect(call.body).toEqual({ status: 'shipping', deliveryStatus: 'shipping', shippingCode: 'TRACK-1' });
    expect(screen.getByLabelText('Order ORD-3')).toHaveTextContent('Shipping codeTRACK-1');
  });

  it("shows the server's refusal", async () => {
    api.get('/orders/details/:id', order(3));
    api.put('/orders/:id/update', reply(400, { statusCode: 400, message: 'A refunded order cannot be changed' }));
    renderAt('/account/orders/o3');
    const form = await screen.findByRole('form', { name: 'Update order' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A refunded order cannot be changed');
  });
});

it('tells a studio that orders are for members and performers', () => {
  expectRefusedTo('studio', '/account/orders', 'You are signed in as a studio. The order history is for members and performers only.');
});

describeInRussian(() => {
  itInRussian('shows a member the order list and details in Russian', async () => {
    signedInAs('user', { username: 'member' });
    api.get('/orders/user/search', { data: [order(1, { totalPrice: 2 })], total: 1 });
    renderAt('/account/orders');
    const table = await screen.findByRole('table', { name: 'Заказы' });
    expect(within(table).getByRole('row', { name: /ORD-1 .* Poster 1 2 2 токена В обработке В обработке Подробнее/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее о заказе ORD-1' })).toBeInTheDocument();
  });

  itInRussian('lets a performer update an order in Russian', async () => {
    signedInAs('performer', { username: 'anna' });
    api.get('/orders/details/:id', order(3));
    api.put('/orders/:id/update', (req) => order(3, { ...(req.body as Record<string, unknown>) }));
    renderAt('/account/orders/o3');
    const form = await screen.findByRole('form', { name: 'Изменить заказ' });
    expect(screen.getByLabelText('Заказ ORD-3')).toHaveTextContent('Итого80 токенов');
    await userEvent.selectOptions(within(form).getByLabelText('Статус'), 'Отправлен');
    await userEvent.selectOptions(within(form).getByLabelText('Статус доставки'), 'Отправлен');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заказ обновлён')).toBeInTheDocument();
    expect(screen.getByLabelText('Заказ ORD-3')).toHaveTextContent('СтатусОтправлен');
  });

  itInRussian('tells a studio in Russian that orders are for members and performers', async () => {
    expectRefusedTo('studio', '/account/orders', 'Вы вошли как студия. Раздел «История заказов» доступен только для участников и моделей.');
  });
});
