import { useEffect, useState } from 'react';
import { STREAM_EVENTS, useSocketEvent } from '@platform/shared';
import type { PublicUser } from '@platform/shared/contract';
import { getViewers } from './broadcast.resource';

/** Live viewer count and list of a show: GET /streaming/viewers/{id} first, then `public-room-changed`. */
export function useViewers(streamId: string | null, conversationId: string | null) {
  const [viewers, setViewers] = useState<{ total: number; members: PublicUser[] }>({ total: 0, members: [] });

  // Another show: nobody counted yet.
  const [shownStreamId, setShownStreamId] = useState(streamId);
  if (shownStreamId !== streamId) {
    setShownStreamId(streamId);
    setViewers({ total: 0, members: [] });
  }

  useEffect(() => {
    if (!streamId) return;
    let current = true;
    getViewers(streamId).then(
      (v) => current && setViewers({ total: v.total ?? v.viewers?.length ?? 0, members: v.viewers ?? [] }),
      (error: unknown) => console.error('GET /streaming/viewers failed', error),
    );
    return () => {
      current = false;
    };
  }, [streamId]);

  useSocketEvent(conversationId ? STREAM_EVENTS.publicRoomChanged : null, (event) => {
    if (event?.conversationId && event.conversationId !== conversationId) return;
    setViewers({ total: event.total ?? event.members?.length ?? 0, members: event.members ?? [] });
  });

  return viewers;
}
