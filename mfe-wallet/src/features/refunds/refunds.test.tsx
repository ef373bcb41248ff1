import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, pagedReplies, reply } from '@platform/shared/mock';
import { renderAt, describeInRussian, itInRussian, failOnceThenRetry, expectRefusedTo } from '../../testing/wallet.test-helpers';

const refund = (n: number, over: Record<string, unknown> = {}) => ({
  _id: `r${n}`,
  userId: 'user-1',
  performerId: 'performer-1',
  sourceType: 'purchase',
  sourceId: `pi${n}`,
  token: 25,
  description: `Reason ${n}`,
  status: 'pending',
  adminNote: '',
  createdAt: '2025-03-01T10:20:30.000Z',
  ...over,
});

const api = mockApiPerTest('user', { username: 'member' });

it('lists refund requests with paging', async () => {
  api.get('/refund-requests/search', pagedReplies(refund, 23));
  renderAt('/account/refunds');
  expect(await screen.findByRole('row', { name: /Purchase 25 tokens Reason 1 Pending/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('cell', { name: 'Reason 23' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New refund request' })).toHaveAttribute('href', '/account/refunds/new');
});

it('shows empty and error states', async () => {
  await failOnceThenRetry(api, '/refund-requests/search', 'Refunds are down', { data: [], total: 0 }, () => renderAt('/account/refunds'));
  expect(await screen.findByText('No refund requests yet')).toBeInTheDocument();
});

it('validates, confirms and sends a refund request for an order', async () => {
  api.post('/refund-requests', (req) => refund(9, req.body as Record<string, unknown>));
  api.get('/refund-requests/search', { data: [refund(9, { sourceType: 'order', description: 'Never arrived' })], total: 1 });
  renderAt('/account/refunds/new?sourceType=order&sourceId=o7&name=Poster+7');
  const form = await screen.findByRole('form', { name: 'Refund request' });
  expect(form).toHaveTextContent('ForPoster 7');

  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  expect(within(form).getByText('This field is required!')).toBeInTheDocument();
  expect(api.callsTo('POST', '/refund-requests')).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText('Reason'), 'Never arrived');
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  const confirm = screen.getByRole('dialog', { name: 'Send this refund request?' });
  expect(confirm).toHaveTextContent('Never arrived');
  expect(api.callsTo('POST', '/refund-requests')).toHaveLength(0);

  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm refund request' }));
  expect(await screen.findByText('Refund request sent')).toBeInTheDocument();
  expect(api.callsTo('POST', '/refund-requests')[0].body).toEqual({ sourceType: 'order', sourceId: 'o7', description: 'Never arrived' });
  expect(await screen.findByRole('cell', { name: 'Never arrived' })).toBeInTheDocument();
});

it('lets the member pick a purchase and shows the server refusal', async () => {
  api.get('/purchased-items/user/search', {
    data: [
      { _id: 'pi1', name: 'Beach day', type: 'sale_video', totalPrice: 30, status: 'success' },
      { _id: 'pi2', name: 'Refunded one', type: 'sale_video', totalPrice: 30, status: 'cancelled' },
    ],
    total: 2,
  });
  api.post('/refund-requests', reply(400, { statusCode: 400, message: 'A refund request for this purchase is already open' }));
  renderAt('/account/refunds/new');
  const form = await screen.findByRole('form', { name: 'Refund request' });
  const select = within(form).getByLabelText('What to refund');
  expect(within(select).queryByRole('option', { name: /Refunded one/ })).not.toBeInTheDocument();

  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  expect(within(form).getAllByText('This field is required!')).toHaveLength(2);

  await userEvent.selectOptions(select, 'purchase:pi1');
  await userEvent.type(within(form).getByLabelText('Reason'), 'Wrong video');
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  const confirm = screen.getByRole('dialog', { name: 'Send this refund request?' });
  expect(confirm).toHaveTextContent('Beach day — Sale video, 30 tokens');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm refund request' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('A refund request for this purchase is already open');
  expect(api.callsTo('POST', '/refund-requests')[0].body).toEqual({ sourceType: 'purchase', sourceId: 'pi1', description: 'Wrong video' });
});

it('tells a performer that asking for a refund is for members', () => {
  expectRefusedTo('performer', '/account/refunds/new', 'You are signed in as a performer. Asking for a refund is for members only.');
});

it('keeps the focus in the confirm dialog; Escape goes back to the form', async () => {
  renderAt('/account/refunds/new?sourceType=order&sourceId=o7&name=Poster+7');
  const form = await screen.findByRole('form', { name: 'Refund request' });
  await userEvent.type(within(form).getByLabelText('Reason'), 'Never arrived');
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  const confirm = screen.getByRole('dialog', { name: 'Send this refund request?' });
  expect(confirm).toHaveAttribute('aria-modal', 'true');
  expect(confirm.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Continue' })).toHaveFocus();
  expect(within(form).getByLabelText('Reason')).toHaveValue('Never arrived');
  expect(api.callsTo('POST', '/refund-requests')).toHaveLength(0);
});

describeInRussian(() => {
  itInRussian('lists refund requests in Russian', async () => {
    api.get('/refund-requests/search', { data: [refund(1), refund(2, { token: 3, sourceType: 'order', status: 'resolved' })], total: 2 });
    renderAt('/account/refunds');
    const table = await screen.findByRole('table', { name: 'Запросы на возврат' });
    expect(within(table).getByRole('row', { name: /Покупка 25 токенов Reason 1 Ожидает/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Заказ 3 токена Reason 2 Решён/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый запрос на возврат' })).toBeInTheDocument();
  });

  itInRussian('asks for a refund in Russian, with a Russian confirm dialog', async () => {
    api.get('/purchased-items/user/search', {
      data: [{ _id: 'pi1', name: 'Beach day', type: 'sale_video', totalPrice: 21, status: 'success' }],
      total: 1,
    });
    api.post('/refund-requests', (req) => refund(9, req.body as Record<string, unknown>));
    api.get('/refund-requests/search', { data: [], total: 0 });
    renderAt('/account/refunds/new');
    const form = await screen.findByRole('form', { name: 'Запрос на возврат' });
    await userEvent.click(within(form).getByRole('button', { name: 'Продолжить' }));
    expect(within(form).getAllByText('Это поле обязательно!').length).toBeGreaterThan(0);
    await userEvent.selectOptions(within(form).getByLabelText('Что вернуть'), 'purchase:pi1');
    await userEvent.type(within(form).getByLabelText('Причина'), 'Не то видео');
    await userEvent.click(within(form).getByRole('button', { name: 'Продолжить' }));
    const confirm = screen.getByRole('dialog', { name: 'Отправить запрос на возврат?' });
    expect(confirm).toHaveTextContent('Beach day — Видео, 21 токен');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить запрос на возврат' }));
    expect(await screen.findByText('Запрос на возврат отправлен')).toBeInTheDocument();
  });
});
