import type { PerformerSelf, Role, Studio, User } from '../contract';
import { createEventChannel, createStateChannel, type EventChannel, type StateChannel } from './channels';
import { linkAcrossTabs } from './cross-tab';

export type Account = User | PerformerSelf | Studio;
export type AuthState = { status: 'signed-out' } | { status: 'signed-in'; role: Role; user: Account };

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface ToastMessage {
  type: ToastType;
  text: string;
  duration?: number;
}
export interface NotifyMessage {
  type: ToastType;
  title: string;
  text?: string;
  duration?: number;
  /** Where a click on the notification leads (the shell navigates there), e.g. a conversation. */
  href?: string;
}
export interface NavigateMessage {
  to: string;
  replace?: boolean;
}

export interface Bus {
  auth: StateChannel<AuthState>;
  balance: StateChannel<number | null>;
  unread: StateChannel<number>;
  toast: EventChannel<ToastMessage>;
  notify: EventChannel<NotifyMessage>;
  navigate: EventChannel<NavigateMessage>;
}

export const SIGNED_OUT: AuthState = Object.freeze({ status: 'signed-out' }) as AuthState;

function createBus(): Bus {
  const auth = createStateChannel<AuthState>(SIGNED_OUT);
  const balance = createStateChannel<number | null>(null);
  linkAcrossTabs({ auth, balance });
  return {
    auth,
    balance,
    unread: createStateChannel<number>(0),
    toast: createEventChannel<ToastMessage>(),
    notify: createEventChannel<NotifyMessage>(),
    navigate: createEventChannel<NavigateMessage>(),
  };
}

declare global {
  var __PLATFORM_BUS__: Bus | undefined;
}

// Kept on globalThis so the page has ONE bus even if this module were evaluated twice
// (e.g. a remote accidentally bundling its own copy of @platform/shared).
export const bus: Bus = (globalThis.__PLATFORM_BUS__ ??= createBus());
