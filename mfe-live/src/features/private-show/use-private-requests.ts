import { useState } from 'react';
import { STREAM_EVENTS } from '@platform/shared';
import type { PrivateChatRequestEvent, ShowEndedEvent } from '@platform/shared/contract';
import { useSocketEvent } from '../../realtime/use-socket-event';

/** The performer's pending private requests (items carry conversationId). */
export function usePrivateRequests() {
  const [requests, setRequests] = useState<PrivateChatRequestEvent[]>([]);

  useSocketEvent<PrivateChatRequestEvent>(STREAM_EVENTS.privateChatRequest, (request) => {
    if (!request?.conversationId) return;
    setRequests((list) => [...list.filter((r) => r.conversationId !== request.conversationId), request]);
  });
  // A request the server closed (the member left, timed out, …) disappears.
  useSocketEvent<ShowEndedEvent>(STREAM_EVENTS.showEnded, (event) =>
    setRequests((list) => list.filter((r) => r.conversationId !== event?.conversationId)),
  );

  const remove = (conversationId: string) => setRequests((list) => list.filter((r) => r.conversationId !== conversationId));
  return { requests, remove };
}
