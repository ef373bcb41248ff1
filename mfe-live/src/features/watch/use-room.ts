import { useCallback, useEffect, useRef, useState } from 'react';
import { STREAM_EVENTS, useSocketEvent, useSocketReconnected } from '@platform/shared';
import type { PerformerDetails, StreamingStatus } from '@platform/shared/contract';
import { useRoomMembership } from '../../realtime/use-room-membership';
import { liveText } from '../../i18n';
import { readRoomSettled, type RoomRead } from './watch.resource';

export interface RoomState {
  status: StreamingStatus;
  /** Media id of her public show. */
  sessionId: string | null;
  conversationId: string | null;
  viewers: number | null;
  /** Bumped when she (re)starts publishing: the player starts over. */
  restartKey: number;
  /** Why the show may not be watched here (she has blocked this member); shown instead of the player. */
  refusal: string | null;
}

interface ReadOptions {
  /** An event said she is live: that wins over a read that may predate it. */
  live?: boolean;
  /** She (re)started publishing: the player starts over. */
  restart?: boolean;
}

/** The room after a read of it (a failed read leaves what the room knew). */
function afterRead(r: RoomState, read: RoomRead, { live = false, restart = false }: ReadOptions = {}): RoomState {
  const next = { ...r, restartKey: restart ? r.restartKey + 1 : r.restartKey };
  if ('error' in read) return { ...next, status: live ? 'public' : r.status };
  const { streamingStatus, sessionId, conversationId, blocked } = read.value;
  // a private or group show the read tells stands
  const status = live && streamingStatus === 'offline' ? 'public' : streamingStatus;
  // refused (blocked) during her public show: the reason instead of a waiting player
  const refusal = blocked && status === 'public' ? liveText('refusals.blocked') : null;
  return { ...next, status, sessionId, conversationId, refusal };
}

const isPublished = (read: RoomRead) => 'value' in read && read.value.publishing;

/**
 * A watch room's live state, from `firstRead` (the room's read, made beside her profile's) and then its own reads.
 * Joins the public room, follows `join-broadcaster` (she went live: play again), `model-left` (offline image) and
 * `modelUpdateStreamingStatus` (private / group / offline / public), and the viewer count from
 * `public-room-changed`; reads the room again after a socket drop.
 */
export function useRoom(performer: PerformerDetails, firstRead: RoomRead) {
  const { _id: performerId, username } = performer;
  const [room, setRoom] = useState<RoomState>(() =>
    afterRead(
      { status: performer.streamingStatus ?? 'offline', sessionId: null, conversationId: null, viewers: null, restartKey: 0, refusal: null },
      firstRead,
    ),
  );
  const generation = useRef(0);
  // Whether her show was published at the last read, and whether the server has answered the room's first join.
  const publishing = useRef(isPublished(firstRead));
  const joined = useRef(false);
  const mounted = useRef(false);

  /** Reads the room again (status, her public show's media id, chat). */
  const refresh = useCallback(
    async (options: ReadOptions = {}) => {
      const gen = ++generation.current;
      const read = await readRoomSettled(username);
      if (gen !== generation.current) return;
      publishing.current = isPublished(read);
      setRoom((r) => afterRead(r, read, options));
    },
    [username],
  );

  useEffect(() => {
    // the first read came with the room; her profile read again (her status changed) reads the room again
    if (mounted.current) void refresh();
    mounted.current = true;
    return () => {
      generation.current += 1;
    };
  }, [refresh, performer.streamingStatus]);

  useRoomMembership(
    room.conversationId,
    { join: STREAM_EVENTS.publicJoin, rejoin: STREAM_EVENTS.publicRejoin, leave: STREAM_EVENTS.publicLeave },
    () => (joined.current = true),
  );

  // Back from a socket drop: she may have gone live, private or offline meanwhile, and those events are lost.
  useSocketReconnected(() => void refresh());

  const isHer = (id: string | undefined) => !id || id === performerId;

  useSocketEvent(STREAM_EVENTS.joinBroadcaster, (event) => {
    if (!isHer(event?.performerId)) return;
    // The server's answer to the room's first join says she publishes: no news when she already did at the read.
    if (!joined.current && publishing.current) return;
    void refresh({ live: true, restart: true });
  });

  useSocketEvent(STREAM_EVENTS.modelLeft, (event) => {
    if (!isHer(event?.performerId)) return;
    generation.current += 1;
    // her public stream stopped; a private or group show she is in goes on (its end comes as a status change)
    setRoom((r) => ({ ...r, status: r.status === 'public' ? 'offline' : r.status, sessionId: null }));
  });

  useSocketEvent(STREAM_EVENTS.modelUpdateStreamingStatus, (event) => {
    if (event?.id !== performerId && event?.performer?._id !== performerId) return;
    if (event.status === 'public') void refresh({ live: true });
    else {
      generation.current += 1;
      setRoom((r) => ({ ...r, status: event.status, sessionId: null }));
    }
  });

  useSocketEvent(STREAM_EVENTS.publicRoomChanged, (event) => {
    if (event?.conversationId && event.conversationId !== room.conversationId) return;
    setRoom((r) => ({ ...r, viewers: event.total ?? event.members?.length ?? 0 }));
  });

  return { room, refresh };
}
