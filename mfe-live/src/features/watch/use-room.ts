import { useCallback, useEffect, useRef, useState } from 'react';
import { getServerMessage, STREAM_EVENTS, useSocketEvent, useSocketReconnected } from '@platform/shared';
import type { PerformerDetails, StreamingStatus } from '@platform/shared/contract';
import { useRoomMembership } from '../../realtime/use-room-membership';
import { isForbidden } from '../access/refusals';
import { loadHls } from '../media/hls-player';
import { getPublicConversation, getStreamingStatus, joinPublicShow } from './watch.resource';

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

/** A request's outcome as a value, so it can be started early and looked at later without an unhandled rejection. */
const settle = <T>(request: Promise<T>) =>
  request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/**
 * A watch room's live state. Joins the public room, follows `join-broadcaster` (she went live: play
 * again), `model-left` (offline image) and `modelUpdateStreamingStatus` (private / group / offline /
 * public), and the viewer count from `public-room-changed`; reads the room again after a socket drop.
 */
export function useRoom(performer: PerformerDetails) {
  const performerId = performer._id;
  const [room, setRoom] = useState<RoomState>({
    status: performer.streamingStatus ?? 'offline',
    sessionId: null,
    conversationId: null,
    viewers: null,
    restartKey: 0,
    refusal: null,
  });
  const generation = useRef(0);
  // What the room last knew of her status: a refresh after her show ended (a socket reconnect) must not join early
  // on the page's first, stale figure.
  const knownStatus = useRef<StreamingStatus>(room.status);
  useEffect(() => {
    knownStatus.current = room.status;
  }, [room.status]);

  /** Reads status, chat and (when public) the show's media id from the API. */
  const refresh = useCallback(
    async ({ live = false, restart = false }: { live?: boolean; restart?: boolean } = {}) => {
      const gen = ++generation.current;
      // When she is known to be live, the join goes out with the status read (one round trip before the video, not two).
      const startJoin = () => settle(joinPublicShow(performerId));
      const earlyJoin = live || knownStatus.current === 'public' ? startJoin() : null;
      const status = await getStreamingStatus(performerId).catch(() => null);
      let conversationId = status?.conversationId ?? null;
      if (!conversationId) conversationId = (await getPublicConversation(performerId).catch(() => null))?._id ?? null;
      // An event said she is live: trust it over a status read that may predate it.
      let streamingStatus = live ? 'public' : (status?.streamingStatus ?? knownStatus.current);
      let sessionId = status?.sessionId ?? null;
      let refusal: string | null = null;
      if (streamingStatus === 'public') {
        const joined = await (earlyJoin ?? startJoin());
        if ('value' in joined) {
          // she went private / group meanwhile: the room shows that state, with nothing to play
          if (joined.value.streamingStatus && joined.value.streamingStatus !== 'public') {
            streamingStatus = joined.value.streamingStatus;
            sessionId = null;
          } else sessionId = joined.value.sessionId || sessionId;
        } else if (isForbidden(joined.error)) {
          // refused (blocked): no stream id, and the reason instead of a waiting player
          refusal = getServerMessage(joined.error);
          sessionId = null;
        }
      }
      if (gen !== generation.current) return;
      setRoom((r) => ({
        ...r,
        status: streamingStatus,
        sessionId,
        refusal,
        conversationId: conversationId ?? r.conversationId,
        restartKey: restart ? r.restartKey + 1 : r.restartKey,
      }));
    },
    [performerId],
  );

  useEffect(() => {
    // a cold room with a show on: the player's chunk loads while the room asks the API, not after
    if (performer.streamingStatus === 'public') void loadHls().catch(() => undefined);
    void refresh();
    return () => {
      generation.current += 1;
    };
  }, [refresh, performer.streamingStatus]);

  useRoomMembership(room.conversationId, {
    join: STREAM_EVENTS.publicJoin,
    rejoin: STREAM_EVENTS.publicRejoin,
    leave: STREAM_EVENTS.publicLeave,
  });

  // Back from a socket drop: she may have gone live, private or offline meanwhile, and those events are lost.
  useSocketReconnected(() => void refresh());

  const isHer = (id: string | undefined) => !id || id === performerId;

  useSocketEvent(STREAM_EVENTS.joinBroadcaster, (event) => {
    if (isHer(event?.performerId)) void refresh({ live: true, restart: true });
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
