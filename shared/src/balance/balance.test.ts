import { act } from '@testing-library/react';
import { getCurrentAccount } from '../api/account.resource';
import { bus, SIGNED_OUT } from '../bus';
import { FakeSocket } from '../mock/fake-socket';
import { trackSocketStatus } from '../socket';
import { recordingSocket } from '../socket/recording-socket.test-helpers';
import { adjustBalance, applyServerBalance, balanceRevision, startBalanceSync } from '.';

const { handlers, fakeSocket, emit: emitOnSocket } = recordingSocket();
jest.mock('../socket', () => ({ ...jest.requireActual('../socket'), getSocket: () => fakeSocket }));
jest.mock('../api/account.resource', () => ({ getCurrentAccount: jest.fn() }));
const currentAccount = getCurrentAccount as jest.Mock;

const emit = (balance: unknown) => emitOnSocket('balance-updated', { balance });
const signIn = (role: 'user' | 'performer', balance: number) => {
  bus.auth.set({ status: 'signed-in', role, user: { _id: 'a1' } as never });
  bus.balance.set(balance);
};

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  bus.auth.set(SIGNED_OUT);
  bus.balance.set(null);
  handlers.clear();
  jest.clearAllMocks();
});

it("follows balance-updated while signed in: the server's figure wins, malformed ones are ignored", () => {
  stop = startBalanceSync();
  signIn('user', 500);
  emit(720);
  expect(bus.balance.value()).toBe(720);
  emit('lots');
  expect(bus.balance.value()).toBe(720);
});

it("never shows a member's balance below 0, shows a performer's figure as is", () => {
  signIn('user', 5);
  applyServerBalance(-30);
  expect(bus.balance.value()).toBe(0);
  signIn('performer', 5);
  applyServerBalance(-30);
  expect(bus.balance.value()).toBe(-30);
});

it('stops listening on sign-out and is started only once per page', () => {
  stop = startBalanceSync();
  expect(startBalanceSync()).toBe(stop);
  signIn('user', 10);
  expect(fakeSocket.on).toHaveBeenCalledTimes(1);
  bus.auth.set(SIGNED_OUT);
  expect(handlers.get('balance-updated')?.size).toBe(0);
  emit(99);
  expect(bus.balance.value()).not.toBe(99);
});

it('adjusts by a delta unless a server figure already arrived for the same movement', () => {
  signIn('performer', 100);
  let since = balanceRevision();
  expect(adjustBalance(25, since)).toBe(125); // performer: balance + delta
  signIn('user', 10);
  since = balanceRevision();
  expect(adjustBalance(-30, since)).toBe(0); // a member never below 0
  bus.balance.set(50);
  since = balanceRevision();
  applyServerBalance(80); // the socket was faster than the HTTP answer: it already counts the movement
  expect(adjustBalance(30, since)).toBe(80);
});

describe('after the socket comes back from a drop', () => {
  const connection = new FakeSocket();
  let stopTracking = () => undefined as void;
  beforeEach(() => {
    connection.reset();
    stopTracking = trackSocketStatus(connection);
  });
  afterEach(() => stopTracking());
  const dropAndReturn = async () => {
    connection.setConnected(false);
    await act(async () => connection.setConnected(true));
  };

  it("asks the server for the balance it may have missed, and shows the server's figure", async () => {
    currentAccount.mockResolvedValue({ _id: 'a1', balance: 420 });
    stop = startBalanceSync();
    signIn('user', 500);
    await dropAndReturn();
    expect(currentAccount).toHaveBeenCalledWith('user', { quiet: true });
    expect(bus.balance.value()).toBe(420);
  });

  it('keeps a balance-updated that arrived while the answer was on its way (it is newer)', async () => {
    let answer: (account: { balance: number }) => void = () => undefined;
    currentAccount.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    stop = startBalanceSync();
    signIn('performer', 100);
    await dropAndReturn();
    emit(130);
    await act(async () => answer({ balance: 110 }));
    expect(bus.balance.value()).toBe(130);
  });

  it('asks nothing on the first connect, nor when signed out', async () => {
    stop = startBalanceSync();
    connection.setConnected(true);
    await dropAndReturn();
    expect(currentAccount).not.toHaveBeenCalled();
  });
});
