import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSocket, STREAM_EVENTS, useSocketEvent } from '@platform/shared';
import type { ModelStatusEvent } from '@platform/shared/contract';
import { applyStatusEvent, eventPerformerId } from './live-catalog';
import { catalogKeys } from './performer-list.query';

/** Grids are asked again at most this often however many performers come and go (the order is the API's). */
export const LIST_REFRESH_MS = 2_000;
/** Without a socket connection, grids are polled this often while the page is visible. */
export const LIST_POLL_MS = 20_000;

/**
 * Keeps the catalogue grids in step with who is live: a status event puts the LIVE badge (or takes it off)
 * on her card at once, and the grids are refetched within LIST_REFRESH_MS so the order follows. Returns
 * the polling interval for the grid query: LIST_POLL_MS while the socket is down, else none.
 */
export function useLiveCatalog(): number | false {
  const client = useQueryClient();
  const [connected, setConnected] = useState(() => getSocket().connected);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wentDown = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const refreshSoon = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: catalogKeys.lists() });
    }, LIST_REFRESH_MS);
  };
  const onStatus = (event: ModelStatusEvent | undefined) => {
    if (!event?.status || !eventPerformerId(event)) return;
    applyStatusEvent(client, event);
    refreshSoon();
  };

  useSocketEvent(STREAM_EVENTS.modelUpdateStreamingStatus, onStatus);
  useSocketEvent(STREAM_EVENTS.modelUpdateStatus, onStatus);
  useSocketEvent('connect', () => {
    setConnected(true);
    // Events sent while the connection was down are lost: ask the grids again.
    if (wentDown.current) refreshSoon();
  });
  useSocketEvent('disconnect', () => {
    wentDown.current = true;
    setConnected(false);
  });

  return connected ? false : LIST_POLL_MS;
}
