import styled from 'styled-components';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@platform/shared/contract';
import { gridList } from '../content/content-ui';
import { ownGalleriesQuery, ownPhotosQuery, ownProductsQuery, ownVideosQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ButtonLink, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

// The first page of each list: the same queries the lists ask, so opening one is instant.
const FIRST_PAGE = ownListParams(1, STUDIO_PAGE_SIZE);

/** /account/content: how many of each she has, with the way to each list and to add one. */
export function OverviewPage() {
  const videos = useQuery(ownVideosQuery(FIRST_PAGE));
  const photos = useQuery(ownPhotosQuery(FIRST_PAGE));
  const galleries = useQuery(ownGalleriesQuery(FIRST_PAGE));
  const products = useQuery(ownProductsQuery(FIRST_PAGE));
  return (
    <Cards aria-label="Your content">
      <Summary title="Videos" to="videos" query={videos} nouns={['video', 'videos']} create="Upload video" />
      <Summary title="Photos" to="photos" query={photos} nouns={['photo', 'photos']} create="Upload photo" />
      <Summary title="Galleries" to="galleries" query={galleries} nouns={['gallery', 'galleries']} create="New gallery" />
      <Summary title="Products" to="products" query={products} nouns={['product', 'products']} create="New product" />
    </Cards>
  );
}

function Summary({
  title,
  to,
  query,
  nouns,
  create,
}: {
  title: string;
  to: string;
  query: UseQueryResult<Paged<unknown>>;
  nouns: [string, string];
  create: string;
}) {
  const total = query.data?.total;
  const count = total === undefined ? (query.isError ? 'Could not be loaded' : 'Loading…') : `${total} ${total === 1 ? nouns[0] : nouns[1]}`;
  return (
    <li>
      <h2>{title}</h2>
      <p>{count}</p>
      <div>
        <ButtonLink to={`${STUDIO_PATH}/${to}`} aria-label={`Manage ${title.toLowerCase()}`}>
          Manage
        </ButtonLink>
        <ButtonLink $primary to={`${STUDIO_PATH}/${to}/new`}>
          {create}
        </ButtonLink>
      </div>
    </li>
  );
}

const Cards = styled.ul`
  ${gridList(220, 12)}
  li {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2 {
    margin: 0 0 4px;
    font-size: 18px;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;
