import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STREAM_EVENTS } from '@platform/shared';
import type { ModelStatusEvent } from '@platform/shared/contract';
import { catalogSocket } from '../../realtime/catalog-socket';
import { applyStatusEvent, eventPerformerId } from './live-catalog';
import { catalogKeys } from './performer-list.query';

/** Grids are asked again at most this often however many performers come and go (the order is the API's). */
export const LIST_REFRESH_MS = 2_000;
/** Without a socket connection, grids are polled this often while the page is visible. */
export const LIST_POLL_MS = 20_000;

const STATUS_EVENTS = [STREAM_EVENTS.modelUpdateStreamingStatus, STREAM_EVENTS.modelUpdateStatus];

/**
 * Keeps the catalogue grids in step with who is live: a status event puts the LIVE badge (or takes it off)
 * on her card at once, and the grids are refetched within LIST_REFRESH_MS so the order follows. Returns
 * the polling interval for the grid query: LIST_POLL_MS while the socket is down, else none.
 */
export function useLiveCatalog(): number | false {
  const client = useQueryClient();
  const [socket] = useState(catalogSocket);
  const [connected, setConnected] = useState(() => socket.connected !== false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let wentDown = false;
    const refreshSoon = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void client.invalidateQueries({ queryKey: catalogKeys.lists() });
      }, LIST_REFRESH_MS);
    };
    const onStatus = (event: ModelStatusEvent | undefined) => {
      if (!event?.status || !eventPerformerId(event)) return;
      applyStatusEvent(client, event);
      refreshSoon();
    };
    const onConnect = () => {
      setConnected(true);
      // Events sent while the connection was down are lost: ask the grids again.
      if (wentDown) refreshSoon();
    };
    const onDisconnect = () => {
      wentDown = true;
      setConnected(false);
    };
    STATUS_EVENTS.forEach((event) => socket.on(event, onStatus));
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      STATUS_EVENTS.forEach((event) => socket.off(event, onStatus));
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      if (timer) clearTimeout(timer);
    };
  }, [client, socket]);

  return connected ? false : LIST_POLL_MS;
}
