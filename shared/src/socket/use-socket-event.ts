import { useEffect, useEffectEvent } from 'react';
import type { ServerEvents } from '../contract/socket-events';
import { getSocket } from './socket';

/** What the page's socket delivers: the server's events (the contract's map) and socket.io's own `connect` and `disconnect` (its reason). */
export type SocketEvents = ServerEvents & { connect: undefined; disconnect: string };
export type SocketEventName = keyof SocketEvents;

/**
 * Calls `handler` with the payload of each `event` the page's socket receives while mounted; nothing while `event` is
 * empty. The payload's type follows the name (an unknown name does not compile). Unmounting, or another name, removes
 * only this listener; the handler may change between renders without re-subscribing.
 */
export function useSocketEvent<E extends SocketEventName>(event: E | null | undefined, handler: (payload: SocketEvents[E]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!event) return;
    const socket = getSocket();
    const listener = (payload: SocketEvents[E]) => onEvent(payload);
    socket.on(event, listener);
    return () => void socket.off(event, listener);
  }, [event]);
}
