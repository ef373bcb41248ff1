import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { makeGallery, makePhoto } from '../content/content.fixtures';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const GALLERY = '/user/performer-assets/galleries/g1/view';
const PHOTOS = '/user/performer-assets/photos/g1/search';
const BUY = '/purchase-items/gallery/g1';
const server = mockApiPerTest();
let bought: boolean;

const gallery = () => makeGallery({ _id: 'g1', name: 'Summer', token: 30, isSale: true, isBought: bought, numOfItems: 3 });
const photos = () => ({
  data: ['ph1', 'ph2', 'ph3'].map((id, i) => makePhoto({ _id: id, title: `Beach ${i + 1}` }, bought ? `/api/files/signed/${id}` : undefined)),
  total: 3,
});

beforeEach(() => {
  bought = false;
  server.get(GALLERY, () => gallery());
  server.get(PHOTOS, () => photos());
});
afterEach(() => {
  jest.restoreAllMocks();
});

it('shows thumbnails of a gallery not bought as locked, with the price', async () => {
  renderAt('/galleries/g1');
  expect(await screen.findByRole('heading', { name: 'Summer' })).toBeInTheDocument();
  expect(screen.getByText(/3 photos · 30 tokens/)).toBeInTheDocument();
  const tiles = await screen.findAllByRole('button', { name: /^Beach \d 🔒 Locked$/ });
  expect(tiles).toHaveLength(3);
  expect(server.callsTo('GET', PHOTOS)[0].params).toMatchObject({ limit: 48, offset: 0 });

  await userEvent.click(tiles[0]);
  const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 3' });
  expect(within(dialog).getByRole('img', { name: 'Beach 1' })).toHaveAttribute('src', '/uploads/photos/ph1-m.webp');
  expect(within(dialog).getByText('Locked: buy this gallery for 30 tokens to see the full-size photo.')).toBeInTheDocument();
});

it('buying the gallery (after confirming) unlocks the full-size photos', async () => {
  signedInAs('user', { balance: 50 });
  bus.balance.set(50);
  server.post(BUY, () => {
    bought = true;
    return { _id: 'pi1', totalPrice: 30, target: 'gallery', targetId: 'g1', status: 'success' };
  });
  renderAt('/galleries/g1');
  await userEvent.click(await screen.findByRole('button', { name: 'Buy for 30 tokens' }));
  expect(screen.getByText('Buy Summer for 30 tokens?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('button', { name: 'Beach 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /locked/ })).not.toBeInTheDocument();
  expect(server.callsTo('POST', BUY)).toHaveLength(1);
  expect(bus.balance.value()).toBe(20);
  expect(screen.getByText(/3 photos · Bought/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Beach 2' }));
  expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Beach 2' })).toHaveAttribute('src', '/api/files/signed/ph2');
});

it('the lightbox: arrows move, Tab stays inside, Escape closes and gives focus back', async () => {
  // useFocusTrap skips controls that are not drawn; jsdom draws nothing, so every element gets a box here
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  bought = true;
  renderAt('/galleries/g1');
  const second = await screen.findByRole('button', { name: 'Beach 2' });
  await userEvent.click(second);
  const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Beach 3' })).toHaveAttribute('src', '/api/files/signed/ph3');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();

  // Close, (Previous is disabled on the first photo), Next: Tab from Next wraps to Close, Shift+Tab back to Next.
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Next →' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Next →' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(second).toHaveFocus();
});

it('says when the gallery does not exist, and when it has no photos', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.get('/user/performer-assets/galleries/g9/view', reply(404, { statusCode: 404, message: 'Gallery not found' }));
  const { unmount } = renderAt('/galleries/g9');
  expect(await screen.findByText('Gallery not found')).toBeInTheDocument();
  unmount();

  server.get(PHOTOS, { data: [], total: 0 });
  renderAt('/galleries/g1');
  expect(await screen.findByText('No photos in this gallery yet')).toBeInTheDocument();
});

it('speaks Russian: the number of photos and the price, the lightbox and its buttons', async () => {
  renderAt('/galleries/g1');
  await screen.findByRole('heading', { name: 'Summer' });
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByText(/3 фото · 30 токенов/)).toBeInTheDocument();
    await userEvent.click((await screen.findAllByRole('button', { name: /^Beach \d 🔒 Закрыто$/ }))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Фото 1 из 3' });
    expect(within(dialog).getByText('Закрыто: купите эту галерею за 30 токенов, чтобы увидеть фото в полном размере.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Вперёд →' })).toBeEnabled();
  } finally {
    await act(() => changeLanguage('en'));
  }
});
