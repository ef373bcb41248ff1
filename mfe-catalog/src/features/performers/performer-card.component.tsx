import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { avatarOrDefault, BRAND_COLORS, PHONE_MAX, PlatformLink, publicSettingsQuery, theme, type PublicSettings } from '@platform/shared';
import type { Performer } from '@platform/shared/contract';
import { useTexts } from '../../i18n';

/** The media server takes a preview frame of a public show every ~10 s; the card asks for it as often. */
export const PREVIEW_REFRESH_MS = 10_000;
const DEFAULT_APP_NAME = 'WebRTCAppEE';

export const performerName = (p: Pick<Performer, 'name' | 'username'>) => p.name || p.username;

/** A live performer (any show kind) opens her watch room; otherwise her profile. */
export const isLive = (p: Pick<Performer, 'streamingStatus'>) => p.streamingStatus !== 'offline';

/**
 * `{origin}/{AppName}/previews/{streamId}.jpg`: the site's viewer host when it names one (an Ant Media cluster),
 * else this origin (the edge passes `/{AppName}/…` to the media server).
 */
export function previewUrl(streamId: string, settings?: Partial<Pick<PublicSettings, 'AntMediaAppname' | 'viewerURL'>>): string {
  const appName = settings?.AntMediaAppname || DEFAULT_APP_NAME;
  let origin = '';
  try {
    if (settings?.viewerURL && /^(wss?|https?):\/\//.test(settings.viewerURL)) {
      const url = new URL(settings.viewerURL);
      origin = `${url.protocol === 'wss:' || url.protocol === 'https:' ? 'https:' : 'http:'}//${url.host}`;
    }
  } catch {
    origin = '';
  }
  return `${origin}/${encodeURIComponent(appName)}/previews/${encodeURIComponent(streamId)}.jpg`;
}

/**
 * The live preview of her public show, asked again every PREVIEW_REFRESH_MS with a cache-busting query; null
 * when she has none. A preview that failed to load (no frame yet, show just ended) gives way to the cover
 * photo; the next round tries it in the background and shows it again once it loads.
 */
function useLivePreview(streamId: string | null) {
  const settings = useQuery({ ...publicSettingsQuery(), enabled: !!streamId });
  const base = streamId ? previewUrl(streamId, settings.data) : null;
  const [round, setRound] = useState(() => Date.now());
  // the preview (by its URL without the query) that failed to load; another stream starts afresh
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = !!base && failedFor === base;

  useEffect(() => {
    if (!base) return;
    const timer = window.setInterval(() => setRound(Date.now()), PREVIEW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [base]);

  const src = base ? `${base}?t=${round}` : null;
  useEffect(() => {
    if (!failed || !src) return;
    // retry off screen: a preview that still fails never flashes a broken image
    const probe = new Image();
    probe.onload = () => setFailedFor(null);
    probe.src = src;
    return () => {
      probe.onload = null;
    };
  }, [failed, src]);

  return { src: failed ? null : src, onError: () => setFailedFor(base) };
}

/** `action`: a control shown under the card, outside its link (e.g. "Remove from favorites"). */
export function PerformerCard({ performer, action }: { performer: Performer; action?: ReactNode }) {
  const { t } = useTexts();
  const name = performerName(performer);
  const status = performer.streamingStatus ?? 'offline';
  const avatar = avatarOrDefault(performer.avatar, 'performer');
  // Her cover photo (else her avatar); a public show shows its live preview frame while there is one.
  const still = performer.coverThumbnail || performer.coverPhoto || avatar;
  const preview = useLivePreview(status === 'public' ? (performer.sessionId ?? null) : null);
  const [stillFailed, setStillFailed] = useState(false);
  const cover = preview.src ?? (stillFailed ? avatar : still);
  const kind = status === 'offline' ? null : t(`performers.card.show.${status}`);
  const watching = performer.watching ?? 0;
  const body = (
    <>
      <Cover>
        <img
          src={cover}
          alt={t(`performers.card.coverAlt.${status}`, { name })}
          loading="lazy"
          onError={preview.src ? preview.onError : () => setStillFailed(true)}
        />
        {kind && (
          <Badges>
            <Badge $live>{t('performers.card.live')}</Badge>
            <Badge $live={false}>{kind}</Badge>
          </Badges>
        )}
        {kind && watching > 0 && <Watching>{t('performers.card.watching', { count: watching })}</Watching>}
      </Cover>
      <Footer>
        <SmallAvatar src={avatar} alt={t('performers.card.avatarAlt', { name })} loading="lazy" />
        <Name>{name}</Name>
      </Footer>
    </>
  );
  return (
    <Item>
      {isLive(performer) ? (
        // named by its content ("Watch Anna live", then what the card shows), so the name holds every visible word
        <LiveLink to={`/live/${encodeURIComponent(performer.username)}`}>
          <ScreenReaderOnly>{t('performers.card.watchLive', { name })}</ScreenReaderOnly>
          {body}
        </LiveLink>
      ) : (
        <ProfileLink to={`/profile/${encodeURIComponent(performer.username)}`} aria-label={t('performers.card.profile', { name })}>
          {body}
        </ProfileLink>
      )}
      {action && <Action>{action}</Action>}
    </Item>
  );
}

const Item = styled.li`
  list-style: none;
  min-width: 0;
`;

const ScreenReaderOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Action = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 6px;
`;

const cardLink = css`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: 8px;
  overflow: hidden;
  background: ${BRAND_COLORS.white};
  box-shadow: ${theme.shadow.card};
  &:hover,
  &:focus-visible {
    box-shadow: ${theme.shadow.brandGlow};
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
  background: ${theme.colors.media};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: 8px;
  left: 8px;
  right: 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  @media (max-width: ${PHONE_MAX}) {
    top: 6px;
    left: 6px;
    right: 6px;
  }
`;

const Badge = styled.span<{ $live: boolean }>`
  padding: 2px 8px;
  text-transform: ${(p) => (p.$live ? 'uppercase' : 'none')};
  letter-spacing: ${(p) => (p.$live ? '0.05em' : '0')};
  border-radius: 4px;
  font-size: 12px;
  font-weight: 600;
  color: ${BRAND_COLORS.white};
  /* the text pink of the theme: white on the bright brand pink is below 4.5:1 */
  background: ${(p) => (p.$live ? p.theme.colors.primary : p.theme.colors.overlay)};
`;

const Watching = styled.span`
  position: absolute;
  right: 8px;
  bottom: 8px;
  padding: 2px 8px;
  border-radius: 4px;
  font-size: 12px;
  color: ${BRAND_COLORS.white};
  background: ${theme.colors.overlay};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px;
  /* the whole card is the link: its name row alone is a comfortable touch target on a phone */
  min-height: 48px;
  box-sizing: border-box;
`;

const SmallAvatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
`;

const Name = styled.span`
  min-width: 0;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
