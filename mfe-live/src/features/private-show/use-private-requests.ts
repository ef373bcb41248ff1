import { useState } from 'react';
import { STREAM_EVENTS, useSocketEvent } from '@platform/shared';
import type { PrivateChatRequestEvent } from '@platform/shared/contract';

/** The performer's pending private requests (items carry conversationId). */
export function usePrivateRequests() {
  const [requests, setRequests] = useState<PrivateChatRequestEvent[]>([]);

  useSocketEvent(STREAM_EVENTS.privateChatRequest, (request) => {
    if (!request?.conversationId) return;
    setRequests((list) => [...list.filter((r) => r.conversationId !== request.conversationId), request]);
  });
  // A request the server closed (the member left, timed out, …) disappears.
  useSocketEvent(STREAM_EVENTS.showEnded, (event) => setRequests((list) => list.filter((r) => r.conversationId !== event?.conversationId)));

  const remove = (conversationId: string) => setRequests((list) => list.filter((r) => r.conversationId !== conversationId));
  return { requests, remove };
}
