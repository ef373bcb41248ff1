import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { makeVideo } from '../content/content.fixtures';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const VIDEO = '/user/performer-assets/videos/v1';
const SEARCH = '/user/performer-assets/videos/search';
const BUY = '/purchase-items/video/v1';
const SIGNED_URL = '/api/files/signed/abc?expires=1&sig=x';
const server = mockApiPerTest();
let bought: boolean;

const forSale = () =>
  makeVideo({
    _id: 'v1',
    title: 'Salsa night',
    description: 'Dancing all night.',
    token: 20,
    isSaleVideo: true,
    isBought: bought,
    trailer: { url: '/uploads/trailers/v1.mp4', duration: 20 },
    video: { duration: 600, width: 1280, height: 720, thumbnails: [], ...(bought ? { url: SIGNED_URL } : {}) },
  });

beforeEach(() => {
  bought = false;
  server.get(VIDEO, () => forSale());
  server.get(SEARCH, { data: [forSale(), makeVideo({ _id: 'v2', title: 'Tango lesson' })], total: 2 });
});
afterEach(() => {
  jest.restoreAllMocks();
});

it('shows the poster and the trailer, not the full video, to someone who has not bought it', async () => {
  renderAt('/videos/v1');
  expect(await screen.findByRole('heading', { name: 'Salsa night' })).toBeInTheDocument();
  const trailer = screen.getByLabelText('Salsa night (trailer)');
  expect(trailer).toHaveAttribute('src', '/uploads/trailers/v1.mp4');
  expect(trailer).toHaveAttribute('poster', '/uploads/videos/thumbnails/v1.webp');
  expect(screen.queryByLabelText('Salsa night (full video)')).not.toBeInTheDocument();
  expect(screen.getByText('Dancing all night.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/profile/anna');
  expect(screen.getByRole('link', { name: 'Sign in as a member to buy this video' })).toHaveAttribute('href', '/auth/login/user');
});

it('asks for confirmation with the price, buys once with an Idempotency-Key, lowers the balance and plays the full video', async () => {
  signedInAs('user', { balance: 100 });
  bus.balance.set(100);
  server.post(BUY, () => {
    bought = true;
    return { _id: 'pi1', totalPrice: 20, target: 'video', targetId: 'v1', status: 'success' };
  });
  renderAt('/videos/v1');
  await userEvent.click(await screen.findByRole('button', { name: 'Buy for 20 tokens' }));

  const dialog = screen.getByRole('dialog', { name: 'Confirm purchase of Salsa night' });
  expect(within(dialog).getByText('Buy Salsa night for 20 tokens?')).toBeInTheDocument();
  expect(within(dialog).getByText('Your balance: 100 tokens')).toBeInTheDocument();
  expect(server.callsTo('POST', BUY)).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  const full = await screen.findByLabelText('Salsa night (full video)');
  expect(full).toHaveAttribute('src', SIGNED_URL);
  expect(full).toHaveAttribute('controls');
  expect(server.callsTo('POST', BUY)).toHaveLength(1);
  expect(server.callsTo('POST', BUY)[0].headers['Idempotency-Key']).toMatch(/.{8,}/);
  expect(bus.balance.value()).toBe(80);
  expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
});

it('cancelling the confirmation buys nothing', async () => {
  signedInAs('user');
  renderAt('/videos/v1');
  await userEvent.click(await screen.findByRole('button', { name: 'Buy for 20 tokens' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(server.callsTo('POST', BUY)).toHaveLength(0);
});

it('short of tokens: shows the API message and a link to buy tokens; a retry reuses the same key', async () => {
  signedInAs('user', { balance: 5 });
  bus.balance.set(5);
  server.post(BUY, reply(400, { statusCode: 400, message: 'You do not have enough tokens' }));
  renderAt('/videos/v1');
  await userEvent.click(await screen.findByRole('button', { name: 'Buy for 20 tokens' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You do not have enough tokens');
  expect(within(alert).getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/account/tokens');
  expect(bus.balance.value()).toBe(5);

  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const calls = server.callsTo('POST', BUY);
  expect(calls).toHaveLength(2);
  expect(calls[1].headers['Idempotency-Key']).toBe(calls[0].headers['Idempotency-Key']);
});

it('plays a bought video at once and lists related videos without this one', async () => {
  bought = true;
  signedInAs('user');
  renderAt('/videos/v1');
  expect(await screen.findByLabelText('Salsa night (full video)')).toHaveAttribute('src', SIGNED_URL);
  const related = screen.getByRole('region', { name: 'Related videos' });
  expect(await within(related).findByRole('link', { name: 'Tango lesson' })).toHaveAttribute('href', '/videos/v2');
  expect(within(related).queryByRole('link', { name: 'Salsa night' })).not.toBeInTheDocument();
  expect(server.callsTo('GET', SEARCH)[0].params).toMatchObject({ performerId: 'p1' });
  expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
});

it('a performer cannot buy', async () => {
  signedInAs('performer');
  renderAt('/videos/v1');
  expect(await screen.findByText(/Only members can buy this video/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
});

it('says when the video does not exist, and shows other errors with a retry', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.get(VIDEO, reply(404, { statusCode: 404, message: 'Video not found' }));
  const { unmount } = renderAt('/videos/v1');
  expect(await screen.findByText('Video not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/videos');
  unmount();

  server.get('/user/performer-assets/videos/v3', makeVideo({ _id: 'v3', title: 'Back again' }));
  server.on('GET', '/user/performer-assets/videos/v3', reply(500, { statusCode: 500, message: 'Database is down' }), { times: 1 });
  renderAt('/videos/v3');
  expect(await screen.findByText('Database is down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
});

describe('the confirm dialog', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('keeps the focus and closes on Escape, giving the focus back to Buy', async () => {
    signedInAs('user', { balance: 100 });
    renderAt('/videos/v1');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for 20 tokens' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm purchase of Salsa night' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy for 20 tokens' })).toHaveFocus();
    expect(server.callsTo('POST', BUY)).toHaveLength(0);
  });

  it('speaks Russian: the price with the plural of tokens, the balance, Confirm and Cancel', async () => {
    signedInAs('user', { balance: 101 });
    bus.balance.set(101);
    renderAt('/videos/v1');
    await screen.findByRole('button', { name: 'Buy for 20 tokens' });
    await act(() => changeLanguage('ru'));
    await userEvent.click(screen.getByRole('button', { name: 'Купить за 20 токенов' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтверждение покупки: Salsa night' });
    expect(within(dialog).getByText('Купить «Salsa night» за 20 токенов?')).toBeInTheDocument();
    expect(within(dialog).getByText('Ваш баланс: 101 токен')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Подтвердить' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('link', { name: '← Все видео' })).toHaveAttribute('href', '/videos');
    expect(screen.getByRole('heading', { name: 'Похожие видео' })).toBeInTheDocument();
  });
});
