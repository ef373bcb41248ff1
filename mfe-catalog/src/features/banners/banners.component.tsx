import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PHONE_MAX, PlatformLink, QueryError, Spinner } from '@platform/shared';
import { useTexts } from '../../i18n';
import { searchBanners } from './banners.resource';
import { BannerFace } from './banner-face.component';

/** Active banners above the home grid; nothing at all when there are none. */
export function Banners() {
  const { t } = useTexts();
  const banners = useQuery({ queryKey: ['catalog', 'banners'], queryFn: searchBanners });
  if (banners.isPending) return <Spinner />;
  if (banners.isError) return <QueryError query={banners} />;
  if (banners.data.length === 0) return null;
  return (
    // On a phone several banners are one row that scrolls sideways: focusable, so a keyboard can scroll it too.
    <Strip aria-label={t('banners')} $count={banners.data.length} tabIndex={banners.data.length > 1 ? 0 : undefined}>
      {banners.data.map((b) => {
        const image = <BannerFace banner={b} />;
        return (
          <li key={b._id}>
            {b.href?.startsWith('/') ? (
              <PlatformLink to={b.href}>{image}</PlatformLink>
            ) : b.href ? (
              <a href={b.href} target="_blank" rel="noopener noreferrer">
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </Strip>
  );
}

/** Columns on a wide screen: every banner on one row up to five, then full rows where the count allows (no 3 + 1 hole). */
export const wideColumns = (count: number) => (count <= 5 ? count : count % 4 !== 0 && count % 3 === 0 ? 3 : 4);

// Whole banners, never cropped: admins put text in them.
const Strip = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => wideColumns(p.$count)}, minmax(0, 1fr));
  @media (max-width: 1000px) {
    grid-template-columns: repeat(${(p) => Math.min(p.$count, 2)}, minmax(0, 1fr));
  }
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 8px;
  }
  /*
   * Phones: one short row (at most 96 px high) so that the first performers are on the first screen; more than one
   * banner scroll sideways inside the row, never the page. Still whole: a tall banner is scaled down, not cropped.
   */
  @media (max-width: ${PHONE_MAX}) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: ${(p) => (p.$count > 1 ? '85%' : '100%')};
    gap: 8px;
    margin-bottom: 8px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    li {
      scroll-snap-align: start;
      display: flex;
      justify-content: center;
      background: ${({ theme }) => theme.colors.surface};
      border-radius: 8px;
    }
    img {
      width: auto;
      max-width: 100%;
      max-height: 96px;
      object-fit: contain;
    }
  }
`;
