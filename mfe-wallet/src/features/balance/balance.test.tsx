import { act } from '@testing-library/react';
import { bus } from '@platform/shared';
import type { BalanceUpdatedEvent } from '@platform/shared/contract';
import { mockApi, renderWithProviders, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { Root } from '../../root';
import { onBalanceUpdated } from './balance.resource';

jest.mock('./balance.resource', () => ({ onBalanceUpdated: jest.fn() }));

let api: MockApi;
let handler: ((e: BalanceUpdatedEvent) => void) | null;
const unsubscribe = jest.fn();

beforeEach(() => {
  api = mockApi();
  api.get('/package/token/search', { data: [], total: 0 });
  handler = null;
  unsubscribe.mockClear();
  jest.mocked(onBalanceUpdated).mockReset();
  jest.mocked(onBalanceUpdated).mockImplementation((fn) => {
    handler = fn;
    return unsubscribe;
  });
});

afterEach(() => {
  api.restore();
  resetPlatform();
});

const emit = (balance: unknown) => act(() => handler!({ balance } as BalanceUpdatedEvent));

it("follows balance-updated from the shared socket (the server's figure wins)", () => {
  signedInAs('user', { username: 'member', balance: 500 });
  renderWithProviders(<Root />, { router: false, route: '/account/no-such-page' });
  expect(onBalanceUpdated).toHaveBeenCalledTimes(1);
  emit(720);
  expect(bus.balance.value()).toBe(720);
  emit(480);
  expect(bus.balance.value()).toBe(480);
});

it("never shows a member's balance below 0 and ignores a malformed event", () => {
  signedInAs('user', { username: 'member', balance: 5 });
  renderWithProviders(<Root />, { router: false, route: '/account/no-such-page' });
  emit(-30);
  expect(bus.balance.value()).toBe(0);
  emit('lots');
  expect(bus.balance.value()).toBe(0);
});

it("shows a performer's figure as the server sends it", () => {
  signedInAs('performer', { username: 'anna', balance: 100 });
  renderWithProviders(<Root />, { router: false, route: '/account/no-such-page' });
  emit(135);
  expect(bus.balance.value()).toBe(135);
});

it('stops listening when the account signs out, and does not listen for visitors', () => {
  signedInAs('user', { username: 'member', balance: 5 });
  renderWithProviders(<Root />, { router: false, route: '/account/no-such-page' });
  act(() => resetPlatform());
  expect(unsubscribe).toHaveBeenCalledTimes(1);
  expect(onBalanceUpdated).toHaveBeenCalledTimes(1);
});
