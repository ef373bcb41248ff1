import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getServerMessage, getSocket, STREAM_EVENTS, toast, translateMessage, useSocketEvent } from '@platform/shared';
import type { PerformerSelf, PrivateChatRequestEvent, PublicUser } from '@platform/shared/contract';
import { liveText } from '../../i18n';
import { broadcastText } from '../../broadcast-texts';
import { startGroupShow } from '../group-show/group-show.resource';
import type { MediaConfig } from '../media/media-config';
import { startPublish, type PublishHandle, type PublishState } from '../media/publish';
import { participantStreamId } from '../media/stream-ids';
import { StreamTokenError, streamToken } from '../media/stream-token.resource';
import { acceptPrivateShow } from '../private-show/private-show.resource';
import { getStreamingStatus } from '../watch/watch.resource';
import { finishStreaming } from './broadcast.resource';
import { startLiveSession, type LiveSession } from './go-live';
import type { CameraSwitch } from './use-media-preview';

export type ShowMode = 'public' | 'group' | 'private';

export interface RunningShow {
  mode: ShowMode;
  /** Media stream id she publishes. */
  streamId: string;
  sessionId: string;
  conversationId: string | null;
  /** The one-time publish token from the API's answer; asked for again when absent. */
  publishToken?: string;
  phase: 'connecting' | 'live';
  /** Private show: the member and the id of the member's optional camera. */
  member?: PublicUser;
  memberStreamId?: string;
}

/** Her public show still runs on the server, but this page does not publish it (a new sign-in after a lost tab). */
export interface InterruptedShow {
  mode: 'public';
  sessionId: string;
  conversationId: string | null;
}

export type BroadcastState =
  | { status: 'offline' }
  | { status: 'starting'; mode: ShowMode }
  | { status: 'running'; show: RunningShow }
  | { status: 'interrupted'; show: InterruptedShow }
  | { status: 'finishing' };

/**
 * The performer's show: go live (public), start a group show, accept a private request, finish. Each
 * publishes the preview camera with the adaptor under the show's media id with the one-time publish
 * token of the API's answer (asked for when the answer had none; a token failure publishes nothing).
 */
export function useBroadcast(config: MediaConfig | null, stream: MediaStream | null, performer?: Pick<PerformerSelf, '_id' | 'streamingStatus'>) {
  const [state, setState] = useState<BroadcastState>({ status: 'offline' });
  /** Her outgoing stream as the adaptor reports it (connecting, live, reconnecting, failed). */
  const [publishState, setPublishState] = useState<PublishState>('connecting');
  const performerId = performer?._id ?? null;
  const profileStatus = performer?.streamingStatus ?? 'offline';
  const [notice, setNotice] = useState<string | null>(null);
  const handle = useRef<PublishHandle | null>(null);
  const streamRef = useRef(stream);
  const showRef = useRef<RunningShow | null>(null);
  const runningShow = state.status === 'running' ? state.show : null;
  const interrupted = useRef(false);
  useLayoutEffect(() => {
    streamRef.current = stream;
    showRef.current = runningShow;
    interrupted.current = state.status === 'interrupted';
  });

  const stopPublishing = () => {
    handle.current?.stop();
    handle.current = null;
  };

  // Another camera picked while live: the tracks are swapped on the running connection.
  useEffect(() => {
    if (stream) handle.current?.replaceStream(stream);
  }, [stream]);

  useEffect(() => stopPublishing, []);

  // The server may still run her public show (her last tab died): shown as such, to resume or finish.
  useEffect(() => {
    if (!performerId || profileStatus === 'offline') return;
    let current = true;
    void getStreamingStatus(performerId)
      .then((server) => {
        if (!current || server?.streamingStatus !== 'public' || !server.sessionId) return;
        const show: InterruptedShow = { mode: 'public', sessionId: server.sessionId, conversationId: server.conversationId };
        setState((s) => (s.status === 'offline' ? { status: 'interrupted', show } : s));
      })
      .catch((error: unknown) => console.warn('GET /streaming/status failed', error));
    return () => {
      current = false;
    };
  }, [performerId, profileStatus]);

  /** Publishes `show`; false when nothing could be published (reason already shown). */
  const publish = useCallback(
    async (show: RunningShow): Promise<boolean> => {
      const camera = streamRef.current;
      if (!config || !camera) {
        toast.error(broadcastText('broadcast.startCameraFirst'));
        return false;
      }
      setState({ status: 'running', show });
      setPublishState('connecting');
      try {
        const token = show.publishToken ?? (await streamToken(show.streamId, 'publish', config.secureOption));
        handle.current = await startPublish({
          config,
          streamId: show.streamId,
          token,
          stream: camera,
          onState: setPublishState,
          onStarted: () => {
            setState((s) =>
              s.status === 'running' && s.show.streamId === show.streamId ? { status: 'running', show: { ...s.show, phase: 'live' } } : s,
            );
            // Tells the room's viewers to start playing (join-broadcaster).
            if (show.mode === 'public' && show.conversationId) {
              getSocket().emit(STREAM_EVENTS.publicLive, { conversationId: show.conversationId });
            }
          },
          onError: (message) => {
            toast.error(message);
            handle.current = null;
            setState({ status: 'offline' });
          },
        });
        return true;
      } catch (error) {
        if (!(error instanceof StreamTokenError)) {
          console.error('Publishing failed', error);
          toast.error(broadcastText('broadcast.couldNotStart'));
        }
        setState({ status: 'offline' });
        return false;
      }
    },
    [config],
  );

  /** Undoes a show the API started when nothing could be published. */
  const abandon = () => void finishStreaming().catch((error: unknown) => console.error('GET /streaming/finish failed', error));

  const goLive = useCallback(
    async (title?: string) => {
      setNotice(null);
      setState({ status: 'starting', mode: 'public' });
      let session: LiveSession;
      try {
        session = await startLiveSession(title);
      } catch (error) {
        // e.g. "Your account is not verified yet…": nothing may be published without the API
        console.error('POST /streaming/live failed', error);
        toast.error(getServerMessage(error));
        setState({ status: 'offline' });
        return;
      }
      const published = await publish({
        mode: 'public',
        streamId: session.streamKey,
        sessionId: session.sessionId,
        conversationId: session.conversationId,
        publishToken: session.publishToken,
        phase: 'connecting',
      });
      if (!published) abandon();
    },
    [publish],
  );

  const startGroup = useCallback(async () => {
    setNotice(null);
    setState({ status: 'starting', mode: 'group' });
    try {
      const { conversation, sessionId, publishToken } = await startGroupShow();
      stopPublishing();
      const published = await publish({
        mode: 'group',
        streamId: sessionId,
        sessionId,
        conversationId: conversation?._id ?? null,
        publishToken,
        phase: 'connecting',
      });
      if (!published) abandon();
    } catch (error) {
      toast.error(getServerMessage(error));
      setState(showRef.current ? { status: 'running', show: showRef.current } : { status: 'offline' });
    }
  }, [publish]);

  const acceptPrivate = useCallback(
    async (request: PrivateChatRequestEvent): Promise<boolean> => {
      setNotice(null);
      const previous = showRef.current;
      setState({ status: 'starting', mode: 'private' });
      try {
        const { conversation, sessionId, publishToken } = await acceptPrivateShow(request.conversationId);
        stopPublishing();
        const published = await publish({
          mode: 'private',
          streamId: sessionId,
          sessionId,
          conversationId: conversation?._id ?? request.conversationId,
          publishToken,
          phase: 'connecting',
          member: request.user,
          memberStreamId: participantStreamId('private', sessionId, request.user._id, request.streamId),
        });
        if (!published) abandon();
        return true;
      } catch (error) {
        toast.error(getServerMessage(error));
        setState(previous ? { status: 'running', show: previous } : { status: 'offline' });
        return false;
      }
    },
    [publish],
  );

  const finish = useCallback(async () => {
    const show = showRef.current;
    setState({ status: 'finishing' });
    stopPublishing();
    try {
      await finishStreaming();
    } catch (error) {
      console.error('GET /streaming/finish failed', error);
      if (show) toast.error(getServerMessage(error));
    }
    setState({ status: 'offline' });
  }, []);

  // The server ends private and group shows (a member out of tokens, …), and a public one whose broadcast was lost.
  useSocketEvent(STREAM_EVENTS.showEnded, (event) => {
    const show = showRef.current;
    if (!show || event?.conversationId !== show.conversationId) return;
    if (show.mode === 'public' && event.reason !== 'broadcast-lost') return;
    stopPublishing();
    setNotice(event.message ? translateMessage(event.message) : liveText('show.ended'));
    setState({ status: 'offline' });
  });

  // The interrupted show ended on the server (finished elsewhere, or not resumed in time).
  useSocketEvent(STREAM_EVENTS.modelUpdateStreamingStatus, (event) => {
    if (!performerId || event?.id !== performerId || event.status !== 'offline' || !interrupted.current) return;
    setNotice(broadcastText('broadcast.yourShowEnded'));
    setState((s) => (s.status === 'interrupted' ? { status: 'offline' } : s));
  });

  /** Publishes her interrupted public show again: POST /streaming/live answers the same show with a fresh publish token. */
  const resume = useCallback(() => goLive(), [goLive]);

  /**
   * Another camera while she publishes: switched by the adaptor on the running connection (no new publish).
   * `live: false` when nothing is being published: the caller restarts the preview instead.
   */
  const switchCamera = useCallback(async (next: CameraSwitch): Promise<{ live: false } | { live: true; stream: MediaStream | null }> => {
    const running = handle.current;
    if (!running) return { live: false };
    return { live: true, stream: await running.switchCamera(next) };
  }, []);

  return { state, publishState, notice, goLive, resume, startGroup, acceptPrivate, finish, switchCamera };
}
