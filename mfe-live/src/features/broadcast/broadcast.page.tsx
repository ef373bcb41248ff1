import styled from 'styled-components';
import { bus, ErrorState, getServerMessage, PageTitle, Spinner, useBusState, Page, SignInPrompt, useAsync, STREAM_EVENTS } from '@platform/shared';
import type { PerformerSelf, StreamingStatus } from '@platform/shared/contract';
import { ChatPanel } from '../chat/chat-panel.component';
import { loadMediaConfig } from '../media/media-config.resource';
import type { MediaConfig } from '../media/media-config';
import { PrivateRequests } from '../private-show/private-requests.component';
import { usePrivateRequests } from '../private-show/use-private-requests';
import { TipsFeed } from '../tips/tips-feed.component';
import { useShowMoney } from '../tips/use-show-money';
import { getOwnProfile } from './broadcast.resource';
import { BroadcastControls } from './broadcast-controls.component';
import { CameraPreview } from './camera-preview.component';
import { MemberCamera } from './member-camera.component';
import { PublishStatus } from '../media/publish-status.component';
import { StreamingTitleForm } from './streaming-title.component';
import { useBroadcast, type BroadcastState } from './use-broadcast';
import { useMediaPreview } from './use-media-preview';
import { useRoomMembership } from '../../realtime/use-socket-event';
import { useMediaViewers } from './use-media-viewers';
import { useViewers } from './use-viewers';
import { ViewersPanel } from './viewers.component';

export const STATUS_TEXT: Record<StreamingStatus, string> = {
  public: 'Live — public show',
  private: 'Live — private show',
  group: 'Live — group show',
  offline: 'Offline',
};

/** Her public show runs on the server while this page publishes nothing. */
export const INTERRUPTED_TEXT = 'Live — not broadcasting';

/** /live: the performer's broadcast page. Other visitors are told who it is for. */
export function BroadcastPage() {
  const auth = useBusState(bus.auth);
  if (auth.status !== 'signed-in' || auth.role !== 'performer') {
    return (
      <Page>
        <PageTitle>Broadcast</PageTitle>
        <SignInPrompt needed="performer" current={auth.status === 'signed-in' ? auth.role : undefined} what="Broadcasting" />
      </Page>
    );
  }
  return <PerformerBroadcast />;
}

function PerformerBroadcast() {
  const profile = useAsync(getOwnProfile, []);
  const media = useAsync(loadMediaConfig, []);
  const preview = useMediaPreview();
  return (
    <Page>
      <PageTitle>Broadcast</PageTitle>
      {profile.status === 'loading' && <Spinner label="Loading your profile" />}
      {profile.status === 'error' && <ErrorState message={getServerMessage(profile.error)} onRetry={profile.reload} />}
      {profile.status === 'success' && <Studio performer={profile.data} config={media.status === 'success' ? media.data : null} preview={preview} />}
    </Page>
  );
}

const showStatus = (state: BroadcastState): StreamingStatus =>
  state.status === 'running' && state.show.phase === 'live' ? state.show.mode : 'offline';

function Studio({
  performer,
  config,
  preview,
}: {
  performer: PerformerSelf;
  config: MediaConfig | null;
  preview: ReturnType<typeof useMediaPreview>;
}) {
  const stream = preview.state.status === 'ready' ? preview.state.stream : null;
  const broadcast = useBroadcast(config, stream, performer);
  const { state } = broadcast;
  const show = state.status === 'running' ? state.show : null;
  const interrupted = state.status === 'interrupted' ? state.show : null;
  const requests = usePrivateRequests();
  const money = useShowMoney(show ? show.sessionId : null, show?.conversationId ?? null, config?.tipSound ?? '');
  const viewers = useViewers(show?.mode === 'public' ? show.sessionId : null, show?.mode === 'public' ? show.conversationId : null);
  const publicRoom = show?.mode === 'public' ? show.conversationId : null;
  const showRoom = show && show.mode !== 'public' ? show.conversationId : null;
  useRoomMembership(publicRoom, { join: STREAM_EVENTS.publicJoin, rejoin: STREAM_EVENTS.publicRejoin, leave: STREAM_EVENTS.publicLeave });
  useRoomMembership(showRoom, { join: STREAM_EVENTS.joinRoom, rejoin: STREAM_EVENTS.rejoinRoom, leave: STREAM_EVENTS.leaveRoom });
  const status = showStatus(state);
  const connecting = state.status === 'starting' || show?.phase === 'connecting';
  const mediaViewers = useMediaViewers(show?.sessionId ?? null, broadcast.publishState === 'live');

  return (
    <Layout>
      <div>
        <CameraPreview preview={preview}>{status !== 'offline' && <LiveBadge>LIVE</LiveBadge>}</CameraPreview>
        <BroadcastControls
          state={state}
          cameraReady={!!stream}
          configReady={!!config}
          verified={performer.verified !== false}
          onGoLive={() => void broadcast.goLive()}
          onResume={() => void broadcast.resume()}
          onGroup={() => void broadcast.startGroup()}
          onFinish={() => void broadcast.finish()}
        />
        {show && <PublishStatus state={broadcast.publishState} viewers={mediaViewers} />}
        {broadcast.notice && <Notice role="alert">{broadcast.notice}</Notice>}
        {interrupted && (
          <Note role="note">
            Your public show is still running, but your camera is not being broadcast. Resume the broadcast, or Finish to end the show.
          </Note>
        )}
        {show?.mode === 'private' && config && show.memberStreamId && (
          <MemberCamera config={config} streamId={show.memberStreamId} name={show.member?.displayName || show.member?.username || 'Member'} />
        )}
        <ChatPanel
          kind={show?.mode ?? 'public'}
          conversationId={show?.conversationId ?? interrupted?.conversationId ?? null}
          meId={performer._id}
          canModerate
          title={show?.mode === 'private' ? 'Private chat' : show?.mode === 'group' ? 'Group chat' : 'Public chat'}
        />
      </div>
      <Side aria-label="Stream settings">
        <p>
          Status:{' '}
          <Status $live={status !== 'offline' || !!interrupted} role="status" aria-label="Streaming status">
            {connecting ? 'Connecting…' : interrupted ? INTERRUPTED_TEXT : STATUS_TEXT[status]}
          </Status>
        </p>
        {performer.verified === false && <Note role="note">Your account is not verified yet. You can broadcast once it has been verified.</Note>}
        <StreamingTitleForm initial={performer.streamingTitle ?? ''} />
        {show?.mode === 'public' && <ViewersPanel total={viewers.total} members={viewers.members} selfId={performer._id} />}
        <section aria-label="Earnings">
          <h2>
            This show: <output aria-label="Show earnings">{money.earnings}</output> tokens
          </h2>
        </section>
        <TipsFeed feed={money.feed} />
        <PrivateRequests
          requests={requests.requests}
          onAccept={broadcast.acceptPrivate}
          onRemove={requests.remove}
          canAccept={!!stream && !!config && show?.mode !== 'private' && state.status !== 'starting'}
        />
      </Side>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: 24px;
  > div {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    font-size: 16px;
    margin: 0 0 6px;
  }
`;

const Status = styled.strong<{ $live: boolean }>`
  color: ${(p) => (p.$live ? '#ff0066' : '#6b6b78')};
`;

const LiveBadge = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 8px;
  border-radius: 4px;
  background: #ff0066;
  color: #fff;
  font-weight: 700;
`;

const Note = styled.p`
  padding: 8px 12px;
  border-radius: 8px;
  background: #fff8e6;
`;

const Notice = styled.p`
  padding: 8px 12px;
  border-radius: 8px;
  background: #fff0f0;
  margin: 0;
`;
