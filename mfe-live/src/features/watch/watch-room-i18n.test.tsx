import '../../testing/mock-live-modules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage } from '@platform/shared';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { mockAnnaRoom } from '../../testing/room-fixtures';

let api: MockApi;
beforeEach(() => {
  api = setupLiveApi();
  signedInAs('user', { _id: 'u1', username: 'member', balance: 500 });
  bus.balance.set(500);
});
afterEach(async () => {
  resetLive(api);
  await act(() => changeLanguage('en'));
});

const renderRoom = () => renderWithProviders(<AppRoutes />, { route: '/live/anna' });

describe('in Russian', () => {
  beforeEach(async () => {
    await act(() => changeLanguage('ru'));
  });

  it('shows the room, the prices with the token plural and the tip confirm', async () => {
    mockAnnaRoom(api, 'public');
    renderRoom();
    const tip = await screen.findByRole('region', { name: 'Чаевые' });
    expect(within(tip).getByRole('heading', { name: 'Чаевые для Anna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заказать приватное шоу' })).toBeInTheDocument();
    expect(screen.getAllByText('30 токенов/мин')).not.toHaveLength(0);
    expect(screen.getByText('15 токенов/мин')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Общий чат' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'О модели Anna' })).toBeInTheDocument();

    await userEvent.click(within(tip).getByRole('button', { name: '25 токенов' }));
    await userEvent.click(within(tip).getByRole('button', { name: 'Отправить чаевые' }));
    const dialog = within(tip).getByRole('dialog', { name: 'Подтверждение чаевых' });
    expect(dialog).toHaveTextContent('Отправить 25 токенов модели Anna?');
    expect(within(dialog).getByRole('button', { name: 'Подтвердить' })).toBeInTheDocument();
  });

  it('says what a group show costs per minute, with the plural', async () => {
    mockAnnaRoom(api, 'group', { extra: { groupCallPrice: 21 } });
    renderRoom();
    const group = await screen.findByRole('region', { name: 'Групповое шоу' });
    expect(group).toHaveTextContent('Anna сейчас в групповом шоу: 21 токен/мин');
    await userEvent.click(within(group).getByRole('button', { name: 'Присоединиться к групповому шоу' }));
    expect(within(group).getByRole('dialog', { name: 'Подтвердите вход в групповое шоу' })).toHaveTextContent(
      'Присоединиться к групповому шоу за 21 токен в минуту?',
    );
  });

  it('says a tip above the balance is too much, with the numbers', async () => {
    mockAnnaRoom(api, 'offline');
    bus.balance.set(3);
    renderRoom();
    const tip = await screen.findByRole('region', { name: 'Чаевые' });
    await userEvent.click(within(tip).getByRole('button', { name: 'Отправить чаевые' }));
    expect(within(tip).getByRole('alert')).toHaveTextContent('Недостаточно токенов: чаевые — 10 токенов, а на балансе 3.');
    expect(within(tip).getByRole('link', { name: 'Купить токены' })).toHaveAttribute('href', '/account/tokens');
  });
});

describe('dialogs', () => {
  it('the tip confirm is a modal dialog that keeps the focus; Escape cancels it and Tip has the focus again', async () => {
    mockAnnaRoom(api, 'public');
    renderRoom();
    const tip = await screen.findByRole('region', { name: 'Tip' });
    await userEvent.click(within(tip).getByRole('button', { name: 'Tip' }));
    const dialog = within(tip).getByRole('dialog', { name: 'Confirm tip' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(within(tip).queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(tip).getByRole('button', { name: 'Tip' })).toHaveFocus());
    expect(api.callsTo('POST', '/member/send-tip-token/p1')).toHaveLength(0);
  });

  it('the group show confirm is a modal dialog; Escape cancels it and gives the focus back to Join', async () => {
    mockAnnaRoom(api, 'group');
    renderRoom();
    const join = await screen.findByRole('button', { name: 'Join group show' });
    await userEvent.click(join);
    const dialog = screen.getByRole('dialog', { name: 'Confirm joining the group show' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(join).toHaveFocus());
    expect(api.callsTo('GET', '/streaming/group-chat/p1')).toHaveLength(0);
  });
});

describe('the phone bar', () => {
  it('has Tip, which opens the tip panel (focus on the chosen amount) and closes it with Escape', async () => {
    mockAnnaRoom(api, 'public');
    renderRoom();
    await screen.findByRole('region', { name: 'Tip' });
    // shown by a phone media query only (jsdom applies no media query, so it is hidden here)
    const toggle = screen.getByRole('button', { name: 'Tip', expanded: false, hidden: true });
    const sheet = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(sheet).toContainElement(screen.getByRole('region', { name: 'Tip' }));
    // the bar holds the private show request as well
    expect(toggle.parentElement!.parentElement).toContainElement(screen.getByRole('button', { name: 'Request private show' }));

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '10 tokens' })).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
