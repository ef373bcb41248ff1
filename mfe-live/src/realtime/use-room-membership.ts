import { useEffect, useEffectEvent } from 'react';
import { getSocket } from '@platform/shared';

/**
 * Joins a conversation room while mounted (and again after a reconnect, with `rejoin`), leaves it
 * on unmount: `public-stream/join|rejoin|leave` for public rooms, `JOIN_ROOM|REJOIN_ROOM|LEAVE_ROOM`
 * for private and group rooms. `onJoined` runs when the server has answered the first join (whatever it
 * told this socket on joining came before).
 */
export function useRoomMembership(
  conversationId: string | null | undefined,
  events: { join: string; rejoin: string; leave: string },
  onJoined?: () => void,
): void {
  const { join, rejoin, leave } = events;
  const joined = useEffectEvent(() => onJoined?.());
  useEffect(() => {
    if (!conversationId) return;
    const socket = getSocket();
    const payload = { conversationId };
    // Sent before the socket is connected, the join goes out when it connects: that connect needs no rejoin.
    let waiting = !socket.connected;
    socket.emit(join, payload, () => joined());
    const onReconnect = () => {
      if (waiting) waiting = false;
      else socket.emit(rejoin, payload);
    };
    socket.on('connect', onReconnect);
    return () => {
      socket.off('connect', onReconnect);
      socket.emit(leave, payload);
    };
  }, [conversationId, join, rejoin, leave]);
}
