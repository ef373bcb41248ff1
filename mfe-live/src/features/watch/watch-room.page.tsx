import { useQuery } from '@tanstack/react-query';
import { useState, type FocusEvent } from 'react';
import { Trans } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  bus,
  ErrorState,
  formatCount,
  lazyPage,
  LoadingState,
  MessageButton,
  Page,
  PageTitle,
  PHONE_MAX,
  PlatformLink,
  QueryError,
  useBusState,
  WeeklyHours,
} from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ChatPanel } from '../chat/chat-panel.component';
import { firstTransport, hlsUrl, optionFor, type MediaConfig } from '../media/media-config';
import { loadHls, preloadHls } from '../media/hls-player';
import { loadMediaConfig } from '../media/media-config.resource';
import { FavouriteButton } from './favourite-button.component';
import type { ShowTicket } from './show-view.component';
import { Stage } from './stage.component';
import { useRoom } from './use-room';
import { getRoomPerformer, readRoomSettled, type RoomRead } from './watch.resource';

// A show's view (with the member's own camera) is fetched when a member enters one.
const ShowView = lazyPage(() => import('./show-view.component'), 'ShowView');
// A member's actions (private and group shows, tips) are fetched for members only: a visitor never needs them.
const MemberDock = lazyPage(() => import('./member-dock.component'), 'MemberDock', { fallback: null });
// What a public show's tips look and sound like in the room (bubbles on the stage, the sound and its switch): fetched with a show.
const tipEffects = () => import('../tips/tip-celebrations.component');
const TipEffects = lazyPage(() => tipEffects().then(({ TipEffects }) => ({ TipEffects })), 'TipEffects', { fallback: null });
const TipSoundsSwitch = lazyPage(() => tipEffects().then(({ TipSoundsSwitch }) => ({ TipSoundsSwitch })), 'TipSoundsSwitch', { fallback: null });
// Her goal's bar (features/tip-menu): fetched with a show too.
const GoalBar = lazyPage(() => import('../tip-menu/room-tip-menu.component').then(({ GoalBar }) => ({ GoalBar })), 'GoalBar', { fallback: null });

/**
 * A room opened by its address (from elsewhere, or typed): her profile, her room's state and the media settings are
 * asked as soon as this code has arrived, not once the remote has mounted and rendered; the page's first queries
 * take these answers (once).
 */
const coldOpen = /^\/live\/([\w.-]+)\/?$/.exec(window.location.pathname)?.[1];
const cold: { read?: Promise<RoomRead>; media?: Promise<MediaConfig> } = {};
if (coldOpen) {
  const read = (cold.read = readRoomFor(coldOpen));
  const media = (cold.media = loadMediaConfig());
  void getRoomPerformer(coldOpen).catch(() => undefined);
  // the player's chunk beside these calls, not after her room's answer (a room opened by its address is nearly always a
  // live show's: from a live card or a shared link)
  void loadHls().catch(() => undefined);
  // her show over HLS (without a play token): its playlist and first segment load while the page renders
  void Promise.all([read, media]).then(([answer, config]) => {
    const sessionId = 'value' in answer ? answer.value.sessionId : null;
    if (sessionId && !config.secureOption && firstTransport(config, optionFor(config, 'public')) === 'hls') preloadHls(hlsUrl(config, sessionId));
  });
}

/** The cold open's request of `what`, once (a later visit asks again). */
function takeCold<K extends keyof typeof cold>(what: K): (typeof cold)[K] {
  const request = cold[what];
  delete cold[what];
  return request;
}

/** /live/:username: the watch room. */
export function WatchRoomPage() {
  const { username = '' } = useParams();
  // read afresh on every visit, as before the query cache: a TURN credential or a room's state may have changed
  const room = useQuery({ queryKey: ['live', 'room', username], queryFn: () => getRoomPerformer(username), gcTime: 0 });
  const media = useQuery({ queryKey: ['live', 'media-config'], queryFn: () => takeCold('media') ?? loadMediaConfig(), gcTime: 0 });
  // her show's state beside her profile, not after it; a show on fetches the player at once
  const read = useQuery({
    queryKey: ['live', 'room-read', username],
    queryFn: () => (username === coldOpen ? takeCold('read') : undefined) ?? readRoomFor(username),
    gcTime: 0,
    staleTime: Infinity,
  });
  return (
    <Page>
      {(room.isPending || (room.isSuccess && !read.data)) && <LoadingState />}
      {room.isError && <QueryError query={room} />}
      {room.isSuccess && read.data && <Room key={room.data._id} performer={room.data} config={media.data ?? null} firstRead={read.data} />}
    </Page>
  );
}

async function readRoomFor(username: string) {
  const read = await readRoomSettled(username);
  if ('value' in read && read.value.sessionId) void loadHls().catch(() => undefined);
  return read;
}

/**
 * The room beside the performer's details. On a phone (640 px and below) one column: the video first, edge to edge
 * and held at the top of the screen while the page scrolls (the member reads and types in the chat under it), her
 * name, the chat, her details after, and a bar stuck to the bottom of the screen with the member's actions — the
 * private or group show and Tip, which opens the tip panel above the bar.
 */
function Room({ performer: p, config, firstRead }: { performer: PerformerDetails; config: MediaConfig | null; firstRead: RoomRead }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const { room } = useRoom(p, firstRead);
  const [ticket, setTicket] = useState<ShowTicket | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const name = p.name || p.username;
  const me = auth.status === 'signed-in' ? auth.user._id : null;
  const isMember = auth.status === 'signed-in' && auth.role === 'user';

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
      <Column>
        <PageTitle actions={isMember ? <FavouriteButton performerId={p._id} initial={!!p.isFavorite} /> : undefined}>{name}</PageTitle>
        {p.streamingTitle && <Title>{p.streamingTitle}</Title>}
        {ended && <Ended role="alert">{ended}</Ended>}
        <StageSlot>
          {room.refusal ? (
            <ErrorState message={room.refusal} />
          ) : (
            <Stage name={name} status={room.status} config={config} sessionId={room.sessionId} restartKey={room.restartKey} />
          )}
          {room.status === 'public' && <TipEffects conversationId={room.conversationId} tipSound={config?.tipSound ?? ''} />}
        </StageSlot>
        {room.viewers !== null && room.status === 'public' && (
          <p>
            {t('room.watchingNow')} <output aria-label={t('room.viewerCount')}>{formatCount(room.viewers)}</output>
          </p>
        )}
        {room.status === 'public' && (
          <div>
            <TipSoundsSwitch />
          </div>
        )}
        {room.status === 'public' && <GoalBar performerId={p._id} />}
        {auth.status !== 'signed-in' ? (
          <p>
            <Trans t={t} i18nKey="room.signInHint" components={{ login: <PlatformLink to="/auth/login/user" /> }} />
          </p>
        ) : null}
        {isMember && <MemberDock performer={p} name={name} status={room.status} conversationId={room.conversationId} onEnter={enter} />}
      </Column>
      <Column>
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
        <ChatSlot onFocus={keepBelowStage}>
          <ChatPanel kind="public" conversationId={room.conversationId} meId={me} title={t('chat.publicChat')} />
        </ChatSlot>
      </Column>
    </Layout>
  );
}

/**
 * A browser's own scroll on focus ignores scroll-margin and can leave the chat box behind the video held at the top
 * of a phone's screen; after it, bring the box into view with its margin (a no-op when it is already in view).
 */
function keepBelowStage(event: FocusEvent<HTMLElement>) {
  const field = event.target;
  if (field instanceof HTMLInputElement) requestAnimationFrame(() => field.scrollIntoView?.({ block: 'nearest' })); // jsdom has none
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 1fr);
  gap: 24px;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
  /* One column in reading order: the stage, the chat, her details; the actions bar last, stuck to the bottom. */
  @media (max-width: ${PHONE_MAX}) {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
`;

/** Her stage with the room's actions, and beside it her details and the chat. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  @media (max-width: ${PHONE_MAX}) {
    display: contents;
  }
`;

/* On a phone: first, the full width of the screen and right under the header (out of the 16 px padding of the shell's
   <main> and of the Page inside it), and stuck to the top while the chat and the keyboard take the rest. */
const StageSlot = styled.div`
  position: relative;
  @media (max-width: ${PHONE_MAX}) {
    order: -1;
    position: sticky;
    top: 0;
    z-index: 5;
    margin: -32px -32px 0;
    background: ${({ theme }) => theme.colors.media};
    & > * {
      border-radius: 0;
    }
  }
`;

const ChatSlot = styled.div`
  @media (max-width: ${PHONE_MAX}) {
    order: 4;
    /* focusing the chat box scrolls it below the held video (16:9 of the screen's width), never under it */
    input {
      scroll-margin-top: calc(100vw * 9 / 16 + 16px);
    }
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
  @media (max-width: ${PHONE_MAX}) {
    order: 6;
  }
`;
