import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { avatarOrDefault, defaultImageForStream, ErrorState, getServerMessage, LoadingState, PageTitle, Page, PlatformLink, useAsync } from '@platform/shared';
import type { PerformerDetails, StreamingStatus } from '@platform/shared/contract';
import { getRoomPerformer } from './watch.resource';

const STAGE_TEXT: Record<StreamingStatus, (name: string) => string> = {
  public: (name) => `${name} is live now`,
  private: (name) => `${name} is in a private show`,
  group: (name) => `${name} is in a group show`,
  offline: (name) => `${name} is offline`,
};

/** /live/:username: the watch room. */
export function WatchRoomPage() {
  const { username = '' } = useParams();
  const room = useAsync(() => getRoomPerformer(username), [username]);
  return (
    <Page>
      {room.status === 'loading' && <LoadingState />}
      {room.status === 'error' && <ErrorState message={getServerMessage(room.error)} onRetry={room.reload} />}
      {room.status === 'success' && <Room performer={room.data} />}
    </Page>
  );
}

function Room({ performer: p }: { performer: PerformerDetails }) {
  const name = p.name || p.username;
  const status = p.streamingStatus ?? 'offline';
  const image = defaultImageForStream(status);
  const text = STAGE_TEXT[status](name);
  return (
    <Layout>
      <div>
        <PageTitle>{name}</PageTitle>
        {p.streamingTitle && <Title>{p.streamingTitle}</Title>}
        <Stage aria-label="Stage">
          {/* Private, group and offline rooms show the default image of their kind (SPEC.md §4). */}
          {image ? <img src={image} alt={text} /> : <LiveText>{text}</LiveText>}
        </Stage>
      </div>
      <Info aria-label={`About ${name}`}>
        <Avatar src={avatarOrDefault(p.avatar, 'performer')} alt={`${name} avatar`} />
        <p>{p.aboutMe || p.bio || 'No bio yet'}</p>
        <dl>
          <dt>Private show</dt>
          <dd>{p.privateCallPrice} tokens/min</dd>
          <dt>Group show</dt>
          <dd>{p.groupCallPrice} tokens/min</dd>
        </dl>
        <PlatformLink to={`/profile/${encodeURIComponent(p.username)}`}>View profile</PlatformLink>
      </Info>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(220px, 1fr);
  gap: 24px;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

const Title = styled.p`
  margin: -8px 0 12px;
  color: #6b6b78;
`;

const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: #111;
  border-radius: 8px;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const LiveText = styled.p`
  color: #fff;
  font-size: 20px;
  font-weight: 600;
`;

const Info = styled.aside`
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
  }
  dt {
    color: #6b6b78;
  }
  dd {
    margin: 0;
  }
`;

const Avatar = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
`;
