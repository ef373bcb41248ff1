import { localId } from '../media/stream-ids';
import { startLive } from './broadcast.resource';

export interface LiveSession {
  /** Media stream id to publish. */
  streamKey: string;
  sessionId: string;
  conversationId: string | null;
  /** true: the API could not start the show; a locally generated key is used. */
  local: boolean;
}

/**
 * POST /streaming/live. On failure the error is logged and a locally generated streamKey and
 * sessionId are used instead, so the broadcast itself still starts.
 */
export async function startLiveSession(title?: string): Promise<LiveSession> {
  try {
    const { conversation, sessionId } = await startLive(title);
    return { streamKey: sessionId, sessionId, conversationId: conversation?._id ?? null, local: false };
  } catch (error) {
    console.error('POST /streaming/live failed; broadcasting with a locally generated stream key', error);
    return { streamKey: localId('live-'), sessionId: localId('session-'), conversationId: null, local: true };
  }
}
