import '../../testing/mock-live-modules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage } from '@platform/shared';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import type { RoomTipMenu, TipGoal } from '@platform/shared/contract';
import { AppRoutes } from '../../routes';
import { reply, resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';
import { message, mockAnnaRoom } from '../../testing/room-fixtures';
import { PerformerTipTools } from './performer-tip-tools.component';

let api: MockApi;
beforeEach(() => {
  api = setupLiveApi();
});
afterEach(() => resetLive(api));

const goal = (over: Partial<TipGoal> = {}): TipGoal => ({
  _id: 'g1',
  title: 'New shoes',
  target: 100,
  progress: 20,
  reached: false,
  startedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const DANCE = { _id: 'i1', name: 'Dance', price: 50, active: true };

/** Max's tip for Dance and Anna's goal reached come to the room's chat; answers the chat's lines. */
async function menuTipAndGoalInChat(chat: HTMLElement) {
  const lines = [
    {
      _id: 'm1',
      senderId: 'u-max',
      type: 'tip',
      token: 50,
      tipItem: 'Dance',
      text: 'Tipped 50 tokens for Dance',
      senderInfo: { displayName: 'Max' },
    },
    {
      _id: 'm2',
      senderId: 'p1',
      type: 'notify',
      text: 'Goal reached: New shoes',
      goalReached: { title: 'New shoes', target: 100 },
      senderInfo: { displayName: 'Anna' },
    },
  ] as const;
  for (const line of lines) await serverEmits('message_created_conversation_conv-pub', message(line as never));
  return within(chat)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

function memberInAnnasRoom(menu: RoomTipMenu) {
  mockAnnaRoom(api, 'public');
  api.get('/tip-menu/p1', menu);
  signedInAs('user', { _id: 'u1', username: 'member', balance: 500 });
  bus.balance.set(500);
  renderWithProviders(<AppRoutes />, { route: '/live/anna' });
}

describe('in her room', () => {
  it('a member tips an item through the confirm step at its price; the goal bar moves with the event and says when it is reached', async () => {
    api.post('/member/tip-menu/p1/items/i1', { _id: 'item-1', type: 'tip', totalPrice: 50 });
    memberInAnnasRoom({ items: [DANCE, { _id: 'i2', name: 'Song', price: 20, active: true }], goal: goal() });

    const bar = await screen.findByRole('progressbar', { name: 'New shoes' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('20 of 100 tokens')).toBeInTheDocument();

    const menu = await screen.findByRole('region', { name: 'Tip menu' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dance50', 'Song20']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Tip 50 tokens for Dance' }));
    const dialog = within(menu).getByRole('dialog', { name: 'Confirm tip' });
    expect(dialog).toHaveTextContent('Send 50 tokens to Anna for Dance?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(bus.balance.value()).toBe(450));
    const [call] = api.callsTo('POST', '/member/tip-menu/p1/items/i1');
    expect(call.body).toEqual({ price: 50, conversationId: 'conv-pub' });
    expect(call.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect(await screen.findByText('You tipped 50 tokens to Anna for Dance')).toBeInTheDocument();
    // back to the menu, the focus on the item tipped
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Tip 50 tokens for Dance' })).toHaveFocus());

    await serverEmits('tip-goal-changed', { performerId: 'p1', goal: goal({ progress: 120, reached: true }) });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Goal reached!')).toBeInTheDocument();
    // another performer's goal is not hers
    await serverEmits('tip-goal-changed', { performerId: 'p2', goal: null });
    expect(screen.getByRole('progressbar', { name: 'New shoes' })).toBeInTheDocument();
  });

  it('the chat says what was tipped for and when her goal was reached; a refused price reads her menu again', async () => {
    api.post(
      '/member/tip-menu/p1/items/i1',
      reply(400, { statusCode: 400, message: 'The price of Dance is now 60 tokens: look at it again and confirm' }),
    );
    memberInAnnasRoom({ items: [DANCE], goal: null });
    const chat = await screen.findByRole('list', { name: 'Messages' });
    expect(await menuTipAndGoalInChat(chat)).toEqual(['Max tipped 50 tokens for Dance', 'Anna reached the goal “New shoes” (100 tokens)']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const menu = await screen.findByRole('region', { name: 'Tip menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Tip 50 tokens for Dance' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The price of Dance is now 60 tokens: look at it again and confirm')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/tip-menu/p1').length).toBeGreaterThanOrEqual(2));
    expect(bus.balance.value()).toBe(500);
  });

  it('checks the balance before the confirm step, and says when her menu cannot be read', async () => {
    memberInAnnasRoom({ items: [DANCE], goal: null });
    bus.balance.set(30);
    const menu = await screen.findByRole('region', { name: 'Tip menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Tip 50 tokens for Dance' }));
    expect(within(menu).getByRole('alert')).toHaveTextContent('Not enough tokens: the tip is 50 tokens and your balance is 30.');
    expect(within(menu).queryByRole('dialog')).not.toBeInTheDocument();
    resetLive(api);

    api = setupLiveApi();
    mockAnnaRoom(api, 'public');
    api.get('/tip-menu/p1', reply(500, { statusCode: 500, message: 'Internal server error' }));
    signedInAs('user', { _id: 'u1', username: 'member', balance: 500 });
    renderWithProviders(<AppRoutes />, { route: '/live/anna' });
    expect(await screen.findByText('The tip menu could not be loaded.')).toBeInTheDocument();
  });
});

it('in Russian: the menu, the goal bar and the chat lines', async () => {
  await act(() => changeLanguage('ru'));
  try {
    memberInAnnasRoom({ items: [DANCE], goal: goal({ progress: 100, reached: true }) });
    const menu = await screen.findByRole('region', { name: 'Меню чаевых' });
    expect(within(menu).getByRole('button', { name: 'Чаевые 50 токенов за «Dance»' })).toBeInTheDocument();
    expect(await screen.findByText('Цель достигнута!')).toBeInTheDocument();
    expect(screen.getByText('Цель: New shoes')).toBeInTheDocument();
    const chat = await screen.findByRole('list', { name: 'Сообщения' });
    expect(await menuTipAndGoalInChat(chat)).toEqual([
      'Max отправил(а) чаевые: 50 токенов за «Dance»',
      'Anna достигла цели «New shoes» (100 токенов)',
    ]);
  } finally {
    await act(() => changeLanguage('en'));
  }
});

describe('on her broadcast page', () => {
  it('she sets a goal, sees her queue live and marks a request done', async () => {
    signedInAs('performer', { _id: 'p1', username: 'anna' } as never);
    const request = { _id: 'r1', itemName: 'Dance', price: 50, memberName: 'Max', createdAt: '2026-01-01T00:00:00.000Z' };
    api.get('/performer/tip-menu', { items: [DANCE], goal: null, requests: [] });
    api.put('/performer/tip-goal', (req: { body: { title: string; target: number } }) => ({ goal: goal({ ...req.body, progress: 0 }) }));
    api.post('/performer/tip-menu/requests/r1/done', { requests: [] });
    renderWithProviders(<PerformerTipTools />);

    expect(await screen.findByText(/No goal yet/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set a goal' });
    await userEvent.type(within(form).getByLabelText('Target (tokens)'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Set goal' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give the goal a title');
    await userEvent.type(within(form).getByLabelText('Goal title'), 'New shoes');
    await userEvent.click(within(form).getByRole('button', { name: 'Set goal' }));
    expect(await screen.findByRole('progressbar', { name: 'New shoes' })).toHaveAttribute('aria-valuenow', '0');
    expect(api.callsTo('PUT', '/performer/tip-goal')[0].body).toEqual({ title: 'New shoes', target: 100 });

    const queue = screen.getByRole('region', { name: 'Requested from your tip menu' });
    expect(queue).toHaveTextContent('No requests waiting.');
    await serverEmits('tip-menu-queue', { requests: [request] });
    await waitFor(() => expect(queue).toHaveTextContent('Max: Dance (50 tokens)'));
    await serverEmits('tip-goal-changed', { performerId: 'p1', goal: goal({ progress: 100, reached: true }) });
    expect(await screen.findByText('Goal reached!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the next goal' })).toBeInTheDocument();

    await userEvent.click(within(queue).getByRole('button', { name: 'Mark Dance for Max done' }));
    await waitFor(() => expect(queue).toHaveTextContent('No requests waiting.'));
    expect(api.callsTo('POST', '/performer/tip-menu/requests/r1/done')).toHaveLength(1);
  });
});
