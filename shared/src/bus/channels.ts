import { BehaviorSubject, Subject, type Observable } from 'rxjs';

export interface StateChannel<T> {
  value(): T;
  set(v: T): void;
  subscribe(fn: (v: T) => void): () => void;
  observable: Observable<T>;
}

export interface EventChannel<T> {
  publish(v: T): void;
  subscribe(fn: (v: T) => void): () => void;
  observable: Observable<T>;
}

/** A state channel plus the hook the cross-tab link uses to apply a value without echoing it back. */
export interface LinkedStateChannel<T> extends StateChannel<T> {
  /** Sets the value locally only (used for values that arrive from another tab). */
  receive(v: T): void;
  /** Called for every local `set` — the cross-tab link plugs in here. */
  onLocalSet?: (v: T) => void;
}

/** Replays the last value to late subscribers (a remote mounted later still knows who is signed in). */
export function createStateChannel<T>(initial: T): LinkedStateChannel<T> {
  const subject = new BehaviorSubject<T>(initial);
  const channel: LinkedStateChannel<T> = {
    value: () => subject.getValue(),
    set(v) {
      subject.next(v);
      channel.onLocalSet?.(v);
    },
    receive: (v) => subject.next(v),
    subscribe(fn) {
      const sub = subject.subscribe(fn);
      return () => sub.unsubscribe();
    },
    observable: subject.asObservable(),
  };
  return channel;
}

/** One-off events: only current subscribers see them. */
export function createEventChannel<T>(): EventChannel<T> {
  const subject = new Subject<T>();
  return {
    publish: (v) => subject.next(v),
    subscribe(fn) {
      const sub = subject.subscribe(fn);
      return () => sub.unsubscribe();
    },
    observable: subject.asObservable(),
  };
}
