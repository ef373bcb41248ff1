import { startLive } from './broadcast.resource';

export interface LiveSession {
  /** Media stream id to publish. */
  streamKey: string;
  sessionId: string;
  conversationId: string | null;
  /** One-time publish token the API got for `streamKey` (absent when the media server was unreachable). */
  publishToken?: string;
}

/**
 * POST /streaming/live. A failure is thrown to the caller: the media server takes no stream the API did
 * not open, so there is nothing to publish without it.
 */
export async function startLiveSession(title?: string): Promise<LiveSession> {
  const { conversation, sessionId, publishToken } = await startLive(title);
  return { streamKey: sessionId, sessionId, conversationId: conversation?._id ?? null, publishToken };
}
