import type { RTCPeerConnection } from 'werift';

export interface ConnectionWatch {
  onConnected(): void;
  onGone(reason: string): void;
}

/** How long a "disconnected" peer may stay so before it counts as gone (ICE may recover by itself). */
export const DISCONNECT_GRACE_MS = 5000;

/** Maps werift's connection states to the two facts the SFU acts on: up once, and gone once. */
export function watchConnection(pc: RTCPeerConnection, watch: ConnectionWatch): void {
  let connected = false;
  let gone = false;
  let graceTimer: NodeJS.Timeout | undefined;
  const finish = (reason: string) => {
    if (gone) return;
    gone = true;
    clearTimeout(graceTimer);
    watch.onGone(reason);
  };
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'connected') {
      clearTimeout(graceTimer);
      graceTimer = undefined;
      if (!connected) {
        connected = true;
        watch.onConnected();
      }
    } else if (state === 'disconnected') {
      clearTimeout(graceTimer);
      graceTimer = setTimeout(() => finish('ice_disconnected'), DISCONNECT_GRACE_MS);
      graceTimer.unref();
    } else if (state === 'failed') {
      finish('ice_failed');
    } else if (state === 'closed') {
      finish('closed');
    }
  });
}
