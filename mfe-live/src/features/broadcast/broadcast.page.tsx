import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { bus, formatNumber, lazyPage, Page, PageTitle, QueryError, SignInPrompt, Spinner, STREAM_EVENTS, toast, useBusState } from '@platform/shared';
import type { PerformerSelf, StreamingStatus } from '@platform/shared/contract';
import { useBroadcastTexts } from '../../broadcast-texts';
import { ChatPanel } from '../chat/chat-panel.component';
import { loadMediaConfig } from '../media/media-config.resource';
import type { MediaConfig } from '../media/media-config';
import { PrivateRequests } from '../private-show/private-requests.component';
import { SpyCount } from '../private-show/spy-count.component';
import { usePrivateRequests } from '../private-show/use-private-requests';
import { TipsFeed } from '../tips/tips-feed.component';
import { TipSoundsSwitch } from '../tips/tip-celebrations.component';
import { useShowMoney } from '../tips/use-show-money';
import { PerformerTipTools } from '../tip-menu/performer-tip-tools.component';
import { getOwnProfile } from './broadcast.resource';
import { BroadcastControls } from './broadcast-controls.component';
import { CameraPreview } from './camera-preview.component';
import { MemberCamera } from './member-camera.component';
import { PublishStatus } from '../media/publish-status.component';
import { StreamingTitleForm } from './streaming-title.component';
import { useBroadcast, type BroadcastState } from './use-broadcast';
import { canSwitchCamera, isTouchDevice, nextCamera, useMediaPreview } from './use-media-preview';
import { useRoomMembership } from '../../realtime/use-room-membership';
import { useMediaViewers } from './use-media-viewers';
import { useViewers } from './use-viewers';
import { ViewersPanel } from './viewers.component';

/** Her OBS / encoder keys: a chunk of its own, fetched when she opens them. */
const EncoderSettings = lazyPage(() => import('./encoder-settings.component'), 'EncoderSettings');

/** /live: the performer's broadcast page. Other visitors are told who it is for. */
export function BroadcastPage() {
  const { t } = useBroadcastTexts();
  const auth = useBusState(bus.auth);
  if (auth.status !== 'signed-in' || auth.role !== 'performer') {
    return (
      <Page>
        <PageTitle>{t('broadcast.title')}</PageTitle>
        <SignInPrompt needed="performer" current={auth.status === 'signed-in' ? auth.role : undefined} what={t('broadcast.what')} />
      </Page>
    );
  }
  return <PerformerBroadcast />;
}

function PerformerBroadcast() {
  const { t } = useBroadcastTexts();
  const profile = useQuery({ queryKey: ['live', 'own-profile'], queryFn: getOwnProfile, gcTime: 0 });
  // read afresh on every visit, as before the query cache: a TURN credential or a room's state may have changed
  const media = useQuery({ queryKey: ['live', 'media-config'], queryFn: loadMediaConfig, gcTime: 0 });
  const preview = useMediaPreview();
  return (
    <Page>
      <PageTitle>{t('broadcast.title')}</PageTitle>
      {profile.isPending && <Spinner label={t('broadcast.loadingProfile')} />}
      {profile.isError && <QueryError query={profile} />}
      {profile.isSuccess && <Studio performer={profile.data} config={media.data ?? null} preview={preview} />}
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
  const { t } = useBroadcastTexts();
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
  const [switching, setSwitching] = useState(false);
  const touch = isTouchDevice();

  // Another camera: through the adaptor while she publishes, otherwise the preview starts again with it.
  const switchCamera = async () => {
    if (preview.state.status !== 'ready' || switching) return;
    const next = nextCamera(preview.devices.cameras, preview.state, touch);
    if (!next) return;
    const shown = preview.state.stream;
    setSwitching(true);
    try {
      const result = await broadcast.switchCamera(next);
      if (result.live) preview.adopt(result.stream ?? shown, next);
      else preview.switchTo(next);
    } catch (error) {
      console.error('Switching the camera failed', error);
      toast.error(t('camera.switchFailed'));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Layout>
      <div>
        <CameraPreview
          preview={preview}
          onSwitchCamera={canSwitchCamera(preview.devices.cameras, touch) ? () => void switchCamera() : undefined}
          switching={switching}
        >
          {status !== 'offline' && <LiveBadge>{t('broadcast.liveBadge')}</LiveBadge>}
        </CameraPreview>
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
        {interrupted && <Note role="note">{t('broadcast.interruptedNote')}</Note>}
        {show?.mode === 'private' && config && show.memberStreamId && (
          <MemberCamera config={config} streamId={show.memberStreamId} name={show.member?.displayName || show.member?.username || t('member')} />
        )}
        {show?.mode === 'private' && show.conversationId && <SpyCount conversationId={show.conversationId} />}
        <ChatPanel
          kind={show?.mode ?? 'public'}
          conversationId={show?.conversationId ?? interrupted?.conversationId ?? null}
          meId={performer._id}
          canModerate
          title={show?.mode === 'private' ? t('chat.privateChat') : show?.mode === 'group' ? t('chat.groupChat') : t('chat.publicChat')}
        />
      </div>
      <Side aria-label={t('broadcast.settings')}>
        <p>
          {t('broadcast.statusLabel')}{' '}
          <Status $live={status !== 'offline' || !!interrupted} role="status" aria-label={t('broadcast.streamingStatus')}>
            {connecting ? t('broadcast.status.connecting') : interrupted ? t('broadcast.status.interrupted') : t(`broadcast.status.${status}`)}
          </Status>
        </p>
        {performer.verified === false && <Note role="note">{t('refusals.unverified')}</Note>}
        <StreamingTitleForm initial={performer.streamingTitle ?? ''} />
        {show?.mode === 'public' && <ViewersPanel total={viewers.total} members={viewers.members} selfId={performer._id} />}
        <section aria-label={t('broadcast.earnings')}>
          <h2>
            {t('broadcast.thisShow')} <output aria-label={t('broadcast.showEarnings')}>{formatNumber(money.earnings)}</output>{' '}
            {t('tokensWord', { count: money.earnings })}
          </h2>
        </section>
        <TipsFeed feed={money.feed} />
        <TipSoundsSwitch />
        <PerformerTipTools />
        <PrivateRequests
          requests={requests.requests}
          onAccept={broadcast.acceptPrivate}
          onRemove={requests.remove}
          canAccept={!!stream && !!config && show?.mode !== 'private' && state.status !== 'starting'}
        />
        <EncoderPanel />
      </Side>
    </Layout>
  );
}

/** "Stream from OBS…": closed at first; opening it fetches the encoder settings and their code. */
function EncoderPanel() {
  const { t } = useBroadcastTexts();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}>
      <summary>{t('encoder.summary')}</summary>
      {open && <EncoderSettings />}
    </details>
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
    min-width: 0;
  }
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
  @media (max-width: 640px) {
    gap: 16px;
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
  color: ${({ $live, theme }) => ($live ? theme.colors.primary : theme.colors.textMuted)};
`;

const LiveBadge = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
`;

const Note = styled.p`
  padding: 8px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const Notice = styled.p`
  padding: 8px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.text};
  margin: 0;
`;
