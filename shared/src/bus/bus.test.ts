import { bus, SIGNED_OUT, SHARED_INSTANCE_ID, toast, notify, navigate } from '.';
import type { User } from '../contract';
import { evaluatedAgain } from './evaluated-again.test-helpers';

const user = { _id: 'u1', username: 'member', balance: 5 } as User;

afterEach(() => {
  bus.auth.set(SIGNED_OUT);
  bus.balance.set(null);
  bus.unread.set(0);
});

describe('state channels', () => {
  it('replay the last value to late subscribers', () => {
    bus.auth.set({ status: 'signed-in', role: 'user', user });
    bus.balance.set(42);
    bus.unread.set(3);
    const seen: unknown[] = [];
    const offs = [bus.auth.subscribe((v) => seen.push(v)), bus.balance.subscribe((v) => seen.push(v)), bus.unread.subscribe((v) => seen.push(v))];
    expect(seen).toEqual([{ status: 'signed-in', role: 'user', user }, 42, 3]);
    expect(bus.balance.value()).toBe(42);
    offs.forEach((off) => off());
  });

  it('stop delivering after unsubscribe', () => {
    const fn = jest.fn();
    const off = bus.unread.subscribe(fn);
    off();
    bus.unread.set(7);
    expect(fn).toHaveBeenCalledTimes(1); // only the replay
  });
});

describe('event channels', () => {
  it('do not replay past events', () => {
    bus.toast.publish({ type: 'info', text: 'early' });
    const fn = jest.fn();
    const off = bus.toast.subscribe(fn);
    expect(fn).not.toHaveBeenCalled();
    bus.toast.publish({ type: 'info', text: 'late' });
    expect(fn).toHaveBeenCalledWith({ type: 'info', text: 'late' });
    off();
  });

  it('toast/notify/navigate helpers publish with the default durations', () => {
    const seen: unknown[] = [];
    const offs = [bus.toast.subscribe((v) => seen.push(v)), bus.notify.subscribe((v) => seen.push(v)), bus.navigate.subscribe((v) => seen.push(v))];
    toast.success('Saved');
    toast.error('Nope');
    notify.info('New message', 'from anna');
    navigate('/live', { replace: true });
    expect(seen).toEqual([
      { type: 'success', text: 'Saved', duration: 3000 },
      { type: 'error', text: 'Nope', duration: 3000 },
      { type: 'info', title: 'New message', text: 'from anna', duration: 4500 },
      { to: '/live', replace: true },
    ]);
    offs.forEach((off) => off());
  });
});

describe('page singleton', () => {
  it('lives on globalThis.__PLATFORM_BUS__ and survives a second evaluation of the module', () => {
    expect(globalThis.__PLATFORM_BUS__).toBe(bus);
    const second = evaluatedAgain<typeof import('.')>(() => require('.'));
    expect(second.bus).toBe(bus);
    // …while the instance id proves that a second copy was evaluated
    expect(typeof SHARED_INSTANCE_ID).toBe('string');
    expect(SHARED_INSTANCE_ID.length).toBeGreaterThan(8);
    expect(second.SHARED_INSTANCE_ID).not.toBe(SHARED_INSTANCE_ID);
  });
});
