import type { LinkedStateChannel } from './channels';

export const CROSS_TAB_NAME = 'platform-bus';
const STORAGE_PREFIX = '__platform_bus__:';

interface Envelope {
  channel: string;
  value: unknown;
  /** Makes every write unique so the `storage` event fires even for an equal value. */
  nonce: string;
}

const nonce = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Mirrors local `set`s of the given channels into other tabs of this origin: BroadcastChannel when the
 * browser has it, otherwise the `storage` event (which fires in every other tab on a localStorage write).
 */
export function linkAcrossTabs<T extends Record<string, unknown>>(channels: { [K in keyof T]: LinkedStateChannel<T[K]> }): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const byName = channels as Record<string, LinkedStateChannel<unknown>>;
  const apply = (msg: Envelope | null) => {
    if (!msg || typeof msg.channel !== 'string') return;
    byName[msg.channel]?.receive(msg.value);
  };

  let send: (msg: Envelope) => void;
  let stop: () => void;
  if (typeof BroadcastChannel === 'function') {
    const bc = new BroadcastChannel(CROSS_TAB_NAME);
    bc.onmessage = (e: MessageEvent<Envelope>) => apply(e.data);
    send = (msg) => bc.postMessage(msg);
    stop = () => bc.close();
  } else {
    const onStorage = (e: StorageEvent) => {
      if (!e.key || !e.key.startsWith(STORAGE_PREFIX) || !e.newValue) return;
      try {
        apply(JSON.parse(e.newValue) as Envelope);
      } catch {
        /* a foreign or corrupt value: ignore */
      }
    };
    window.addEventListener('storage', onStorage);
    send = (msg) => {
      try {
        window.localStorage.setItem(STORAGE_PREFIX + msg.channel, JSON.stringify(msg));
      } catch {
        /* storage full or disabled: this tab still works */
      }
    };
    stop = () => window.removeEventListener('storage', onStorage);
  }

  for (const [name, channel] of Object.entries(byName)) {
    channel.onLocalSet = (value) => send({ channel: name, value, nonce: nonce() });
  }
  return () => {
    stop();
    for (const channel of Object.values(byName)) channel.onLocalSet = undefined;
  };
}

export const crossTabStorageKey = (channel: string): string => STORAGE_PREFIX + channel;
