import '../../testing/mock-live-modules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { reply, resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { mockAnnaRoom } from '../../testing/room-fixtures';

let api: MockApi;
beforeEach(() => {
  api = setupLiveApi();
  mockAnnaRoom(api, 'public');
  signedInAs('user', { _id: 'u1', username: 'member', balance: 500 });
  bus.balance.set(500);
});
afterEach(() => resetLive(api));

const renderRoom = () => renderWithProviders(<AppRoutes />, { route: '/live/anna' });

it('tips after a confirm step: one call with an Idempotency-Key, and the header balance drops at once', async () => {
  api.post('/member/send-tip-token/p1', { _id: 'item-1', type: 'tip', totalPrice: 25 });
  renderRoom();
  const tip = await screen.findByRole('region', { name: 'Tip' });
  await userEvent.click(within(tip).getByRole('button', { name: '25 tokens' }));
  await userEvent.click(within(tip).getByRole('button', { name: 'Tip' }));
  const dialog = within(tip).getByRole('dialog', { name: 'Confirm tip' });
  expect(dialog).toHaveTextContent('Send 25 tokens to Anna?');
  expect(api.callsTo('POST', '/member/send-tip-token/p1')).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(bus.balance.value()).toBe(475));
  const calls = api.callsTo('POST', '/member/send-tip-token/p1');
  expect(calls).toHaveLength(1);
  expect(calls[0].body).toEqual({ token: 25, conversationId: 'conv-pub' });
  expect(calls[0].headers['Idempotency-Key']).toMatch(/\S{8,}/);
  expect(await screen.findByText('You tipped 25 tokens to Anna')).toBeInTheDocument();
  expect(bus.balance.value()).toBe(475);
});

it('uses a new Idempotency-Key for each tip and can be cancelled', async () => {
  api.post('/member/send-tip-token/p1', { _id: 'item', type: 'tip' });
  renderRoom();
  const tip = await screen.findByRole('region', { name: 'Tip' });
  await userEvent.click(within(tip).getByRole('button', { name: 'Tip' }));
  await userEvent.click(within(tip).getByRole('button', { name: 'Cancel' }));
  expect(within(tip).queryByRole('dialog')).not.toBeInTheDocument();
  for (let i = 0; i < 2; i += 1) {
    await userEvent.click(within(tip).getByRole('button', { name: 'Tip' }));
    await userEvent.click(within(tip).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('POST', '/member/send-tip-token/p1')).toHaveLength(i + 1));
    await waitFor(() => expect(within(tip).getByRole('button', { name: 'Tip' })).toBeInTheDocument());
  }
  const [a, b] = api.callsTo('POST', '/member/send-tip-token/p1');
  expect(a.body).toEqual({ token: 10, conversationId: 'conv-pub' });
  expect(a.headers['Idempotency-Key']).not.toBe(b.headers['Idempotency-Key']);
});

it('checks the balance first and sends a custom amount', async () => {
  bus.balance.set(20);
  renderRoom();
  const tip = await screen.findByRole('region', { name: 'Tip' });
  await userEvent.type(within(tip).getByRole('spinbutton', { name: 'Custom amount' }), '40');
  await userEvent.click(within(tip).getByRole('button', { name: 'Tip' }));
  expect(within(tip).getByRole('alert')).toHaveTextContent('Not enough tokens: the tip is 40 tokens and your balance is 20.');
  expect(within(tip).getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/account/tokens');
  expect(within(tip).queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/member/send-tip-token/p1')).toHaveLength(0);
});

it("shows the server's refusal and leaves the balance alone", async () => {
  api.post('/member/send-tip-token/p1', reply(400, { statusCode: 400, message: 'Not enough tokens' }));
  renderRoom();
  const tip = await screen.findByRole('region', { name: 'Tip' });
  await userEvent.click(within(tip).getByRole('button', { name: 'Tip' }));
  await userEvent.click(within(tip).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Not enough tokens')).toBeInTheDocument();
  expect(bus.balance.value()).toBe(500);
});
