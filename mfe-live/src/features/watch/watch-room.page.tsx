import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  bus,
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

function Room({ performer: p, config }: { performer: PerformerDetails; config: MediaConfig | null }) {
  const auth = useBusState(bus.auth);
  const { room } = useRoom(p);
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
            Watching now: <output aria-label="Viewer count">{formatCount(room.viewers)}</output>
          </p>
        )}
        {isMember && (
          <Actions>
            <RequestPrivate performer={p} open={room.status === 'public'} onAccepted={enter} />
            {room.status === 'group' && <JoinGroup performer={p} onJoined={enter} />}
          </Actions>
        )}
        {auth.status !== 'signed-in' ? (
          <p>
            <PlatformLink to="/auth/login/user">Sign in</PlatformLink> to chat, tip and request a private show.
          </p>
        ) : null}
      </Main>
      <Info aria-label={`About ${name}`}>
        <Avatar src={p.avatar} kind="performer" alt={`${name} avatar`} size={96} />
        <p>{p.aboutMe || p.bio || 'No bio yet'}</p>
        <dl>
          <dt>Private show</dt>
          <dd>{p.privateCallPrice} tokens/min</dd>
          <dt>Group show</dt>
          <dd>{p.groupCallPrice} tokens/min</dd>
        </dl>
        <h3>Opening hours</h3>
        <WeeklyHours schedule={p.schedule} />
        <PlatformLink to={`/profile/${encodeURIComponent(p.username)}`}>View profile</PlatformLink>
        <MessageButton performerId={p._id} name={name} />
        {isMember && <TipPanel performerId={p._id} performerName={name} conversationId={room.conversationId} />}
        <ChatPanel kind="public" conversationId={room.conversationId} meId={me} title="Public chat" />
      </Info>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 1fr);
  gap: 24px;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Title = styled.p`
  margin: -8px 0 0;
  color: #6b6b78;
`;

const Ended = styled.p`
  padding: 8px 12px;
  border-radius: 8px;
  background: #fff0f0;
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
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
    color: #6b6b78;
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
