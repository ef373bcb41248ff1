import { useCallback, useSyncExternalStore } from 'react';
import type { StateChannel } from './channels';

/** Current value of a state channel; re-renders on change. */
export function useBusState<T>(channel: StateChannel<T>): T {
  const subscribe = useCallback((onChange: () => void) => channel.subscribe(() => onChange()), [channel]);
  return useSyncExternalStore(subscribe, channel.value, channel.value);
}
