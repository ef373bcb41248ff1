import '../../testing/mock-live-modules';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';
import { message, mockAnnaRoom } from '../../testing/room-fixtures';
import { celebrationMs, tipScale, tipVolume } from './tip-sound';

let api: MockApi;
const played: Array<{ src: string; volume: number }> = [];
beforeEach(() => {
  api = setupLiveApi();
  played.length = 0;
  window.localStorage.removeItem('live:tip-sounds-muted');
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push({ src: new URL(this.src).pathname, volume: this.volume });
    return Promise.resolve();
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetLive(api);
});

const tip = (id: string, tokens: number, name = 'Max') =>
  serverEmits(
    'message_created_conversation_conv-pub',
    message({ _id: id, senderId: `u-${id}`, type: 'tip', token: tokens, senderInfo: { displayName: name } as never }),
  );

it('a tip grows with its size: quiet and short for 1 token, loud and long from 500', () => {
  expect([1, 10, 50, 500, 5000].map(tipScale).map((x) => Math.round(x * 100) / 100)).toEqual([0, 0.37, 0.63, 1, 1]);
  expect(tipVolume(1)).toBeCloseTo(0.15);
  expect(tipVolume(500)).toBe(1);
  expect([celebrationMs(1), celebrationMs(500)]).toEqual([2000, 6000]);
  expect(tipScale(Number.NaN)).toBe(0);
});

it('everyone in the room sees each tip on the stage and hears it at its size, until they turn tip sounds off', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  mockAnnaRoom(api, 'public');
  renderWithProviders(<AppRoutes />, { route: '/live/anna' });
  const stage = await screen.findByTestId('tip-celebrations');
  await tip('t1', 1, 'Max');
  await tip('t2', 500, 'Leo');
  const bubbles = within(stage).getAllByText(/tipped/);
  expect(bubbles.map((b) => [b.textContent, b.getAttribute('data-scale')])).toEqual([
    ['Max tipped 1 token', '0.00'],
    ['Leo tipped 500 tokens', '1.00'],
  ]);
  expect(played).toEqual([
    { src: '/sounds/tip.mp3', volume: 0.15 },
    { src: '/sounds/tip.mp3', volume: 1 },
  ]);
  // the small tip leaves first
  await act(async () => jest.advanceTimersByTime(2100));
  expect(
    within(stage)
      .getAllByText(/tipped/)
      .map((b) => b.textContent),
  ).toEqual(['Leo tipped 500 tokens']);

  await userEvent.click(screen.getByRole('button', { name: 'Tip sounds: on', pressed: true }));
  expect(screen.getByRole('button', { name: 'Tip sounds: off', pressed: false })).toBeInTheDocument();
  await tip('t3', 50);
  expect(played).toHaveLength(2);
  expect(within(stage).getByText('Max tipped 50 tokens')).toBeInTheDocument();
  expect(window.localStorage.getItem('live:tip-sounds-muted')).toBe('1');
  jest.useRealTimers();
});
