import type { QueryClient } from '@tanstack/react-query';
import type { ModelStatusEvent, Performer } from '@platform/shared/contract';
import { catalogKeys, type PerformerPages } from './performer-list.query';

/** Her card's fields after a streaming status event; who she is and what this visitor did stay as they were. */
export function withStreamingStatus(performer: Performer, event: ModelStatusEvent): Performer {
  const live: Partial<Performer> = event.performer ?? {};
  return {
    ...performer,
    streamingStatus: event.status,
    isStreaming: typeof live.isStreaming === 'boolean' ? live.isStreaming : event.status !== 'offline',
    ...(typeof live.isOnline === 'boolean' ? { isOnline: live.isOnline } : {}),
    ...(typeof live.streamingTitle === 'string' ? { streamingTitle: live.streamingTitle } : {}),
    // Only search answers carry the preview's stream id: until the refetch brings it, her cover shows.
    sessionId: event.status === 'public' ? (live.sessionId ?? null) : null,
    watching: event.status === 'offline' ? 0 : performer.watching,
  };
}

export const eventPerformerId = (event: Partial<ModelStatusEvent> | undefined): string | null => event?.id ?? event?.performer?._id ?? null;

/** Puts the event's status on her card in every cached catalogue grid, at once. */
export function applyStatusEvent(client: QueryClient, event: ModelStatusEvent): void {
  const id = eventPerformerId(event);
  if (!id) return;
  client.setQueriesData<PerformerPages>({ queryKey: catalogKeys.lists() }, (data) => {
    if (!data || !data.pages.some((page) => page.data.some((p) => p._id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.map((p) => (p._id === id ? withStreamingStatus(p, event) : p)),
      })),
    };
  });
}
