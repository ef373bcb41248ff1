import { useQuery } from '@tanstack/react-query';
import { getMediaStats } from './broadcast.resource';

/** How often her page asks the media server's count while she is live. */
export const MEDIA_STATS_POLL_MS = 5_000;

/**
 * Players the media server counts on her running show (WebRTC + HLS), polled while it runs; null until
 * known or when the media server cannot be asked (the status line then shows no count).
 */
export function useMediaViewers(sessionId: string | null, live: boolean): number | null {
  const { data } = useQuery({
    queryKey: ['streaming', 'media-stats', sessionId],
    queryFn: () => getMediaStats(sessionId!),
    enabled: !!sessionId && live,
    refetchInterval: MEDIA_STATS_POLL_MS,
    retry: false,
  });
  return sessionId && live && data ? data.viewers : null;
}
