import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { avatarOrDefault, BRAND_COLORS, defaultImageForStream, PlatformLink } from '@platform/shared';
import type { Performer, StreamingStatus } from '@platform/shared/contract';

const BADGE: Record<StreamingStatus, string | null> = {
  public: 'Live',
  private: 'Private show',
  group: 'Group show',
  offline: null,
};

const COVER_ALT: Record<StreamingStatus, (name: string) => string> = {
  public: (name) => `${name} is live`,
  private: (name) => `${name} is in a private show`,
  group: (name) => `${name} is in a group show`,
  offline: (name) => `${name} is offline`,
};

export const performerName = (p: Pick<Performer, 'name' | 'username'>) => p.name || p.username;

/** A live performer (any show kind) opens her watch room; otherwise her profile. */
export const isLive = (p: Pick<Performer, 'streamingStatus'>) => p.streamingStatus !== 'offline';

export function PerformerCard({ performer }: { performer: Performer }) {
  const name = performerName(performer);
  const status = performer.streamingStatus ?? 'offline';
  const avatar = avatarOrDefault(performer.avatar, 'performer');
  // Non-public streams show the default image of their kind; a public show shows her avatar.
  const cover = defaultImageForStream(status) ?? avatar;
  const badge = BADGE[status];
  const body = (
    <>
      <Cover>
        <img src={cover} alt={COVER_ALT[status](name)} loading="lazy" />
        {badge && <Badge $live={status === 'public'}>{badge}</Badge>}
      </Cover>
      <Footer>
        <SmallAvatar src={avatar} alt={`${name} avatar`} loading="lazy" />
        <Name>{name}</Name>
      </Footer>
    </>
  );
  return (
    <Item>
      {isLive(performer) ? (
        <LiveLink to={`/live/${encodeURIComponent(performer.username)}`} aria-label={`Watch ${name} live`}>
          {body}
        </LiveLink>
      ) : (
        <ProfileLink to={`/profile/${encodeURIComponent(performer.username)}`} aria-label={`${name} profile`}>
          {body}
        </ProfileLink>
      )}
    </Item>
  );
}

const Item = styled.li`
  list-style: none;
`;

const cardLink = css`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: 8px;
  overflow: hidden;
  background: ${BRAND_COLORS.white};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
  &:hover,
  &:focus-visible {
    box-shadow: 0 2px 10px rgba(255, 0, 102, 0.35);
  }
`;

// The watch room belongs to mfe-live, so it goes through the shell; the profile is ours.
const LiveLink = styled(PlatformLink)`
  ${cardLink}
`;
const ProfileLink = styled(Link)`
  ${cardLink}
`;

const Cover = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: #222;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Badge = styled.span<{ $live: boolean }>`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 8px;
  border-radius: 4px;
  font-size: 12px;
  font-weight: 600;
  color: ${BRAND_COLORS.white};
  background: ${(p) => (p.$live ? BRAND_COLORS.primary : '#555')};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px;
`;

const SmallAvatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
`;

const Name = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
