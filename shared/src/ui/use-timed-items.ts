import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventChannel } from '../bus';

/**
 * What the toast and notification hosts share: every message published on `channel` is shown until its
 * `duration` (or `defaultMs`) runs out or it is dismissed; pending timers stop with the host.
 */
export function useTimedItems<T extends { duration?: number }>(channel: EventChannel<T>, defaultMs: number) {
  const [items, setItems] = useState<Array<T & { id: number }>>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setItems((prev) => prev.filter((item) => item.id !== id)), []);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = channel.subscribe((msg) => {
      const id = (next.current += 1);
      setItems((prev) => [...prev, { ...msg, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        dismiss(id);
      }, msg.duration ?? defaultMs);
      timers.add(timer);
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, [channel, defaultMs, dismiss]);
  return { items, dismiss };
}
