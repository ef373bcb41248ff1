import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { translate } from '@platform/shared';

/** "12:05" or "1:02:03" from seconds. */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * What a card says about the price: bought, free or its price in tokens, in the current language (the card calls
 * useTexts, so it renders again when the language changes).
 */
export function priceLabel(item: { token: number; isBought: boolean }, forSale: boolean): string {
  if (item.isBought) return translate('catalog:price.bought');
  if (!forSale || item.token <= 0) return translate('catalog:price.free');
  return translate('shared:tokens', { count: item.token });
}

/** A card's line under its title: the owner's name (when the item has one) and the price, "Anna · 20 tokens". */
export function ownerAndPrice(owner: { name?: string | null; username: string } | null | undefined, price: string): string {
  return owner ? `${owner.name || owner.username} · ${price}` : price;
}

/** A bare list laid out in as many columns at least `min` px wide as fit. */
export const gridList = (min: number, gap: number) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${min}px, 1fr));
  gap: ${gap}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The columns of a grid on a 390 px phone, where `min` would leave too few (or too narrow) ones. */
export const phoneColumns = (columns: number, gap: number) => css`
  @media (max-width: 420px) {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
    gap: ${gap}px;
  }
`;

/** Its picture (or the empty span standing in for one) fills the box, cropped. */
const pictureFill = css`
  img,
  span {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A picture box: rounded, on the surface colour, its picture filling it. */
export const pictureBox = css`
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  ${pictureFill}
`;

/** A small dark label over a picture's corner (duration, lock). */
const cornerBadge = css`
  position: absolute;
  width: auto !important;
  height: auto !important;
  padding: 2px 6px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.white};
  font-size: 12px;
`;

/** Cards of a content list: two columns on a 390 px phone, more on wider screens. */
export const CardGrid = styled.ul`
  ${gridList(160, 16)}
  ${phoneColumns(2, 10)}
`;

export const CardLink = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  a {
    color: inherit;
    text-decoration: none;
  }
  h3 {
    margin: 0;
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

/** 16:9 picture with an optional corner badge. */
export function Thumb({ src, alt, badge }: { src: string | null | undefined; alt: string; badge?: ReactNode }) {
  return (
    <ThumbBox>
      {src ? <img src={src} alt={alt} loading="lazy" /> : <span aria-hidden="true" />}
      {badge && <Badge>{badge}</Badge>}
    </ThumbBox>
  );
}

/** The whole picture in the 16:9 frame: a 4:3 product picture is letterboxed on the surface colour, never cut. */
const ThumbBox = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  ${pictureBox}
  img {
    object-fit: contain;
  }
`;

const Badge = styled.span`
  ${cornerBadge}
  right: 6px;
  bottom: 6px;
`;

export const Muted = styled.p`
  margin: 4px 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Pages that are not a number (or below 1) read as page 1. */
export const pageFrom = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** A square grid of photo tiles (links or buttons), three a row on a phone. */
export const PhotoTiles = styled.ul`
  ${gridList(120, 8)}
  ${phoneColumns(3, 4)}
  a,
  button {
    position: relative;
    display: block;
    width: 100%;
    aspect-ratio: 1;
    padding: 0;
    border: 0;
    border-radius: 8px;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  ${pictureFill}
`;

/** A photo tile's title under its picture, on one line. */
export const TileTitle = styled.small`
  display: block;
  margin-top: 4px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The lock on a photo that is not bought yet. */
export const LockBadge = styled.span`
  ${cornerBadge}
  inset: auto 4px 4px auto;
`;

/** The black frame of an item's player or full picture: never cropped, at most 70 % of the screen high. */
export const playerFrame = css`
  width: 100%;
  background: ${({ theme }) => theme.colors.media};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  video,
  img {
    display: block;
    width: 100%;
    max-height: 70vh;
    object-fit: contain;
  }
`;

/** A description as she typed it: line breaks kept, long words wrapped. */
export const LongText = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A row of links (tags, names) that wraps. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

/** An item's tags (`#tag`) or actresses as chips, each a link to `list` filtered by it; nothing when there are none. */
export function FilterChips({
  list,
  filter,
  values,
  label,
  className,
}: {
  list: '/videos' | '/media';
  filter: 'tag' | 'actress';
  values: string[];
  label: string;
  className?: string;
}) {
  if (values.length === 0) return null;
  return (
    <ChipList aria-label={label} className={className}>
      {values.map((value) => (
        <li key={value}>
          <Link to={`${list}?${filter}=${encodeURIComponent(value)}`}>{filter === 'tag' ? `#${value}` : value}</Link>
        </li>
      ))}
    </ChipList>
  );
}
