import { useEffect, useEffectEvent } from 'react';
import { liveSocket } from './socket';

/** Listens to one server event while mounted; removes only its own listener on unmount. */
export function useSocketEvent<T>(event: string | null | undefined, handler: (payload: T) => void): void {
  const onEvent = useEffectEvent((payload: T) => handler(payload));
  useEffect(() => {
    if (!event) return;
    const socket = liveSocket();
    const listener = (payload: T) => onEvent(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [event]);
}

/**
 * Joins a conversation room while mounted (and again after a reconnect, with `rejoin`), leaves it
 * on unmount: `public-stream/join|rejoin|leave` for public rooms, `JOIN_ROOM|REJOIN_ROOM|LEAVE_ROOM`
 * for private and group rooms.
 */
export function useRoomMembership(conversationId: string | null | undefined, events: { join: string; rejoin: string; leave: string }): void {
  const { join, rejoin, leave } = events;
  useEffect(() => {
    if (!conversationId) return;
    const socket = liveSocket();
    const payload = { conversationId };
    socket.emit(join, payload);
    const onReconnect = () => socket.emit(rejoin, payload);
    socket.on('connect', onReconnect);
    return () => {
      socket.off('connect', onReconnect);
      socket.emit(leave, payload);
    };
  }, [conversationId, join, rejoin, leave]);
}
