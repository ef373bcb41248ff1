import { NOTIFICATION_MS, TOAST_MS } from '../constants';
import { bus, type ToastType } from './bus';

const toastOf =
  (type: ToastType) =>
  (text: string, duration: number = TOAST_MS) =>
    bus.toast.publish({ type, text, duration });

/** Publishes on bus.toast; the shell's ToastHost shows it (3 s by default). */
export const toast = {
  success: toastOf('success'),
  error: toastOf('error'),
  info: toastOf('info'),
  warning: toastOf('warning'),
};

const notifyOf =
  (type: ToastType) =>
  (title: string, text?: string, duration: number = NOTIFICATION_MS) =>
    bus.notify.publish({ type, title, text, duration });

/** Publishes on bus.notify; the shell's NotificationHost shows it (4.5 s by default). */
export const notify = {
  success: notifyOf('success'),
  error: notifyOf('error'),
  info: notifyOf('info'),
  warning: notifyOf('warning'),
};

/** Asks the shell to navigate (it owns the URL; a remote's router only sees its own routes). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  bus.navigate.publish({ to, replace: options.replace });
}

/**
 * Starts a page-wide sync that follows the signed-in account: `listen` runs whenever someone signs in, and the
 * function it returns when they sign out. While the sync runs `state[key]` holds its stop, so starting it again
 * (from any copy of the module) returns that one. Returns the function that stops it.
 */
export function startSignedInSync<K extends string>(state: Record<K, (() => void) | null>, key: K, listen: () => () => void): () => void {
  const running = state[key];
  if (running) return running;
  let listening: (() => void) | null = null;
  const stopAuth = bus.auth.subscribe((auth) => {
    if (auth.status === 'signed-in' && !listening) {
      listening = listen();
    } else if (auth.status !== 'signed-in' && listening) {
      listening();
      listening = null;
    }
  });
  const stop = () => {
    stopAuth();
    listening?.();
    listening = null;
    state[key] = null;
  };
  state[key] = stop;
  return stop;
}
