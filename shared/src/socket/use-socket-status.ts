import { useEffect, useEffectEvent } from 'react';
import { useBusState } from '../bus/use-bus-state';
import { onSocketReconnected, socketStatus, type SocketStatus } from './socket-status';

/** The page socket's state: 'connected' | 'reconnecting' | 'offline'; re-renders on change. */
export function useSocketStatus(): SocketStatus {
  return useBusState(socketStatus);
}

/** Runs `refetch` each time the socket comes back after a drop, while the component is mounted. */
export function useSocketReconnected(refetch: () => void): void {
  const onReconnected = useEffectEvent(refetch);
  useEffect(() => onSocketReconnected(() => onReconnected()), []);
}
