import { useEffect, useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  bus,
  Button,
  ErrorState,
  formatCount,
  getServerMessage,
  LoadingState,
  MessageButton,
  Page,
  PageTitle,
  PlatformLink,
  useAsync,
  useBusState,
  WeeklyHours,
} from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ChatPanel } from '../chat/chat-panel.component';
import { JoinGroup } from '../group-show/join-group.component';
import type { MediaConfig } from '../media/media-config';
import { loadMediaConfig } from '../media/media-config.resource';
import { RequestPrivate } from '../private-show/request-private.component';
import { TipPanel } from '../tips/tip-panel.component';
import { FavouriteButton } from './favourite-button.component';
import { ShowView, type ShowTicket } from './show-view.component';
import { Stage } from './stage.component';
import { useRoom } from './use-room';
import { getRoomPerformer } from './watch.resource';

/** /live/:username: the watch room. */
export function WatchRoomPage() {
  const { username = '' } = useParams();
  const room = useAsync(() => getRoomPerformer(username), [username]);
  const media = useAsync(loadMediaConfig, []);
  return (
    <Page>
      {room.status === 'loading' && <LoadingState />}
      {room.status === 'error' && <ErrorState message={getServerMessage(room.error)} onRetry={room.reload} />}
      {room.status === 'success' && <Room key={room.data._id} performer={room.data} config={media.status === 'success' ? media.data : null} />}
    </Page>
  );
}

/**
 * The room beside the performer's details. On a phone (640 px and below) one column: the video on top, the chat
 * right under it, her details after, and a bar stuck to the bottom of the screen with the member's actions — the
 * private or group show and Tip, which opens the tip panel above the bar.
 */
function Room({ performer: p, config }: { performer: PerformerDetails; config: MediaConfig | null }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const { room } = useRoom(p);
  const [ticket, setTicket] = useState<ShowTicket | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [tipOpen, setTipOpen] = useState(false);
  const tipSheetId = useId();
  const tipSheet = useRef<HTMLDivElement>(null);
  const tipToggle = useRef<HTMLSpanElement>(null);
  const name = p.name || p.username;
  const me = auth.status === 'signed-in' ? auth.user._id : null;
  const isMember = auth.status === 'signed-in' && auth.role === 'user';

  // Opened from the phone bar: the focus goes to the panel's selected amount.
  useEffect(() => {
    if (!tipOpen) return;
    const sheet = tipSheet.current;
    (sheet?.querySelector<HTMLElement>('[aria-pressed="true"]') ?? sheet?.querySelector<HTMLElement>('button, input'))?.focus();
  }, [tipOpen]);

  const closeTip = () => {
    setTipOpen(false);
    tipToggle.current?.querySelector('button')?.focus();
  };

  const enter = (next: ShowTicket) => {
    setEnded(null);
    setTicket(next);
  };

  if (ticket && config && me) {
    return (
      <ShowView
        ticket={ticket}
        performer={p}
        config={config}
        meId={me}
        onEnd={(message) => {
          setTicket(null);
          setEnded(message);
        }}
      />
    );
  }

  return (
    <Layout>
      <Main>
        <PageTitle actions={isMember ? <FavouriteButton performerId={p._id} initial={!!p.isFavorite} /> : undefined}>{name}</PageTitle>
        {p.streamingTitle && <Title>{p.streamingTitle}</Title>}
        {ended && <Ended role="alert">{ended}</Ended>}
        {room.refusal ? (
          <ErrorState message={room.refusal} />
        ) : (
          <Stage name={name} status={room.status} config={config} sessionId={room.sessionId} restartKey={room.restartKey} />
        )}
        {room.viewers !== null && room.status === 'public' && (
          <p>
            {t('room.watchingNow')} <output aria-label={t('room.viewerCount')}>{formatCount(room.viewers)}</output>
          </p>
        )}
        {auth.status !== 'signed-in' ? (
          <p>
            <Trans t={t} i18nKey="room.signInHint" components={{ login: <PlatformLink to="/auth/login/user" /> }} />
          </p>
        ) : null}
        {isMember && (
          <Dock>
            <Actions>
              <RequestPrivate performer={p} open={room.status === 'public'} onAccepted={enter} />
              {room.status === 'group' && <JoinGroup performer={p} onJoined={enter} />}
              <TipToggle ref={tipToggle}>
                <Button
                  variant="primary"
                  aria-expanded={tipOpen}
                  aria-controls={tipSheetId}
                  onClick={() => (tipOpen ? closeTip() : setTipOpen(true))}
                >
                  {t('room.tip')}
                </Button>
              </TipToggle>
            </Actions>
            <TipSheet
              id={tipSheetId}
              ref={tipSheet}
              $open={tipOpen}
              onKeyDown={(event) => {
                // Escape closes the phone sheet (the confirm dialog inside handles its own Escape first).
                if (event.key === 'Escape' && tipOpen && !event.defaultPrevented) closeTip();
              }}
            >
              <TipPanel performerId={p._id} performerName={name} conversationId={room.conversationId} />
            </TipSheet>
          </Dock>
        )}
      </Main>
      <Side>
        <Info aria-label={t('room.about', { name })}>
          <Avatar src={p.avatar} kind="performer" alt={t('room.avatar', { name })} size={96} />
          <p>{p.aboutMe || p.bio || t('room.noBio')}</p>
          <dl>
            <dt>{t('room.privateShow')}</dt>
            <dd>{t('perMinute', { tokens: t('shared:tokens', { count: p.privateCallPrice }) })}</dd>
            <dt>{t('room.groupShow')}</dt>
            <dd>{t('perMinute', { tokens: t('shared:tokens', { count: p.groupCallPrice }) })}</dd>
          </dl>
          <h2>{t('room.openingHours')}</h2>
          <WeeklyHours schedule={p.schedule} />
          <PlatformLink to={`/profile/${encodeURIComponent(p.username)}`}>{t('room.viewProfile')}</PlatformLink>
          <MessageButton performerId={p._id} name={name} />
        </Info>
        <ChatSlot>
          <ChatPanel kind="public" conversationId={room.conversationId} meId={me} title={t('chat.publicChat')} />
        </ChatSlot>
      </Side>
    </Layout>
  );
}

const PHONE = '(max-width: 640px)';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 1fr);
  gap: 24px;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
  /* One column in reading order: the stage, the chat, her details; the actions bar last, stuck to the bottom. */
  @media ${PHONE} {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  @media ${PHONE} {
    display: contents;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  @media ${PHONE} {
    display: contents;
  }
`;

const ChatSlot = styled.div`
  @media ${PHONE} {
    order: 4;
  }
`;

const Title = styled.p`
  margin: -8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ended = styled.p`
  padding: 8px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  margin: 0;
`;

const Dock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  @media ${PHONE} {
    order: 10;
    position: sticky;
    bottom: 0;
    z-index: 5;
    /* the sheet opens above the bar; keyboard order stays bar first, then the sheet */
    flex-direction: column-reverse;
    gap: 8px;
    padding: 8px 12px calc(8px + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.colors.background};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 -4px 16px rgba(16, 16, 24, 0.08);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  @media ${PHONE} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    > section {
      flex: 1 1 180px;
      min-width: 0;
    }
  }
`;

/** Tip in the phone bar; the tip panel sits in the page on a wider screen. */
const TipToggle = styled.span`
  display: none;
  @media ${PHONE} {
    display: inline-flex;
    margin-left: auto;
    button {
      min-height: 44px;
      min-width: 88px;
    }
  }
`;

const TipSheet = styled.div<{ $open: boolean }>`
  @media ${PHONE} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    max-height: 60vh;
    overflow-y: auto;
    padding-bottom: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Info = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0;
  }
  h2 {
    font-size: 16px;
    margin: 0;
  }
  @media ${PHONE} {
    order: 6;
  }
`;
