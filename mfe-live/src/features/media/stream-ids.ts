const SHOW_ID = /^(private|group)-(.+)-([^-]+)$/;

/**
 * Media stream id of one participant of a private or group show: `{private|group}-{key}-{userId}`
 *. `sessionId` is the show's own media id — itself of that form (the
 * performer's) or the show's stream id; `fallbackStreamId` is the stream id from a request event.
 */
export function participantStreamId(type: 'private' | 'group', sessionId: string, userId: string, fallbackStreamId?: string | null): string {
  const match = SHOW_ID.exec(sessionId);
  const streamId = match ? match[2] : fallbackStreamId || sessionId;
  return `${type}-${streamId}-${userId}`;
}
