/**
 * Each test builds a fresh bus (isolated module + empty globalThis slot) so the transport chosen at
 * creation time (BroadcastChannel or storage) can be controlled.
 */
import type { Bus } from './bus';

function freshBus(): Bus {
  delete globalThis.__PLATFORM_BUS__;
  let b: Bus | undefined;
  jest.isolateModules(() => {
    b = require('./bus').bus;
  });
  return b!;
}

class FakeBroadcastChannel {
  static all: FakeBroadcastChannel[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  closed = false;
  constructor(public name: string) {
    FakeBroadcastChannel.all.push(this);
  }
  postMessage(data: unknown) {
    // Like the real thing: every OTHER instance with the same name receives a structured clone.
    for (const other of FakeBroadcastChannel.all) {
      if (other !== this && other.name === this.name && !other.closed) {
        other.onmessage?.({ data: JSON.parse(JSON.stringify(data)) } as MessageEvent);
      }
    }
  }
  close() {
    this.closed = true;
  }
}

const user = { _id: 'u1', username: 'member', balance: 10 };

describe('cross-tab sync', () => {
  const saved = (globalThis as any).BroadcastChannel;
  const original = globalThis.__PLATFORM_BUS__;
  afterEach(() => {
    (globalThis as any).BroadcastChannel = saved;
    globalThis.__PLATFORM_BUS__ = original;
    FakeBroadcastChannel.all = [];
  });

  it('sends auth and balance to other tabs over BroadcastChannel', () => {
    (globalThis as any).BroadcastChannel = FakeBroadcastChannel;
    const tabA = freshBus();
    const tabB = freshBus();
    expect(tabA).not.toBe(tabB);

    tabA.auth.set({ status: 'signed-in', role: 'user', user: user as any });
    tabA.balance.set(10);
    expect(tabB.auth.value()).toEqual({ status: 'signed-in', role: 'user', user });
    expect(tabB.balance.value()).toBe(10);

    // a value received from another tab is not echoed back
    const post = jest.spyOn(FakeBroadcastChannel.prototype, 'postMessage');
    tabB.balance.set(3);
    expect(post).toHaveBeenCalledTimes(1);
    expect(tabA.balance.value()).toBe(3);
  });

  it('keeps unread local to the tab', () => {
    (globalThis as any).BroadcastChannel = FakeBroadcastChannel;
    const tabA = freshBus();
    const tabB = freshBus();
    tabA.unread.set(5);
    expect(tabB.unread.value()).toBe(0);
  });

  it('falls back to the storage event without BroadcastChannel', () => {
    (globalThis as any).BroadcastChannel = undefined;
    const tab = freshBus();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    tab.balance.set(77);
    expect(setItem).toHaveBeenCalledWith('__platform_bus__:balance', expect.stringContaining('"value":77'));
    setItem.mockRestore();

    // another tab writes: the browser fires `storage` here
    const newValue = JSON.stringify({ channel: 'auth', value: { status: 'signed-out' }, nonce: 'n1' });
    (tab.auth as import('./channels').LinkedStateChannel<any>).receive({ status: 'signed-in', role: 'user', user: user as any });
    window.dispatchEvent(new StorageEvent('storage', { key: '__platform_bus__:auth', newValue }));
    expect(tab.auth.value()).toEqual({ status: 'signed-out' });

    // unrelated keys and corrupt values are ignored
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"channel":"balance","value":1}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: '__platform_bus__:balance', newValue: '{oops' }));
    expect(tab.balance.value()).toBe(77);
  });
});
