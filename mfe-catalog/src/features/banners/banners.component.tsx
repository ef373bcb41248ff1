import styled from 'styled-components';
import { ErrorState, getServerMessage, PlatformLink, Spinner, useAsync } from '@platform/shared';
import { searchBanners } from './banners.resource';

/** Active banners above the home grid; nothing at all when there are none. */
export function Banners() {
  const banners = useAsync(searchBanners, []);
  if (banners.status === 'loading') return <Spinner />;
  if (banners.status === 'error') {
    return <ErrorState message={getServerMessage(banners.error)} onRetry={banners.reload} />;
  }
  if (banners.data.length === 0) return null;
  return (
    <Strip aria-label="Banners">
      {banners.data.map((b) => {
        const image = <img src={b.photo?.url} alt={b.title} />;
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

// Whole banners, never cropped: admins put text in them.
const Strip = styled.ul`
  display: grid;
  /* never wider than the screen: a 360 px phone has less than 320 px between its margins */
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
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
`;
