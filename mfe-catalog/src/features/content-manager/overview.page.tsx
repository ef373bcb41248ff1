import styled from 'styled-components';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@platform/shared/contract';
import { gridList } from '../content/content-ui';
import { ownGalleriesQuery, ownPhotosQuery, ownProductsQuery, ownVideosQuery } from './manager.query';
import { ownListParams } from './manager.resource';
import type { AssetKind } from './manager.resource';
import { ButtonLink, STUDIO_PAGE_SIZE, MANAGER_PATH } from './manager-ui';
import { useTexts } from '../../i18n';

// The first page of each list: the same queries the lists ask, so opening one is instant.
const FIRST_PAGE = ownListParams(1, STUDIO_PAGE_SIZE);

/** /account/content: how many of each she has, with the way to each list and to add one. */
export function OverviewPage() {
  const videos = useQuery(ownVideosQuery(FIRST_PAGE));
  const photos = useQuery(ownPhotosQuery(FIRST_PAGE));
  const galleries = useQuery(ownGalleriesQuery(FIRST_PAGE));
  const products = useQuery(ownProductsQuery(FIRST_PAGE));
  const { t } = useTexts();
  return (
    <Cards aria-label={t('manager.yourContent')}>
      <Summary kind="videos" query={videos} />
      <Summary kind="photos" query={photos} />
      <Summary kind="galleries" query={galleries} />
      <Summary kind="products" query={products} />
    </Cards>
  );
}

/** One of her lists: how many, Manage and the way to add one. */
function Summary({ kind, query }: { kind: AssetKind; query: UseQueryResult<Paged<unknown>> }) {
  const { t } = useTexts();
  const total = query.data?.total;
  const count = total === undefined ? (query.isError ? t('manager.couldNotLoad') : t('shared:loadingText')) : t(`${kind}.count`, { count: total });
  return (
    <li>
      <h2>{t(`${kind}.title`)}</h2>
      <p>{count}</p>
      <div>
        <ButtonLink to={`${MANAGER_PATH}/${kind}`} aria-label={t(`manager.lists.${kind}.manage`)}>
          {t('manager.manage')}
        </ButtonLink>
        <ButtonLink $primary to={`${MANAGER_PATH}/${kind}/new`}>
          {t(`manager.lists.${kind}.create`)}
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
