import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../i18n';
import { bus, Button, EmptyState, ErrorState, getServerMessage, LoadingState, RequireRole, useBusState } from '@platform/shared';
import { TitledPage } from '../../common/titled-page.component';
import type { Performer } from '@platform/shared/contract';
import { phoneColumns } from '../content/content-ui';
import { LoadMore } from '../performers/load-more.component';
import { PerformerCard, performerName } from '../performers/performer-card.component';
import { PerformerGrid } from '../performers/performer-list.component';
import { catalogKeys, performersOf, type PerformerPages } from '../performers/performer-list.query';
import { useLiveCatalog } from '../performers/use-live-catalog';
import { AllFavouritesPush } from '../live-push/all-favourites-push.component';
import { favoritesKey, favoritesQuery, withoutPerformer } from './favorites.query';
import { unfavorite } from './favorites.resource';

export const FAVORITES_PAGE_SIZE = 24;

/** /account/favorites: a member's favourite performers with their live status; anyone else is asked to sign in. */
export function FavoritesPage() {
  const { t } = useTexts();
  return (
    <TitledPage title={t('favorites.title')}>
      <RequireRole role="user" what={t('favorites.what')}>
        <AllFavouritesPush />
        <FavoriteList />
      </RequireRole>
    </TitledPage>
  );
}

function FavoriteList() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const memberId = auth.status === 'signed-in' ? auth.user._id : '';
  const client = useQueryClient();
  const pollMs = useLiveCatalog();
  const query = useInfiniteQuery({ ...favoritesQuery(memberId, FAVORITES_PAGE_SIZE), refetchInterval: pollMs, refetchIntervalInBackground: false });
  const { items, total } = performersOf(query.data);
  const [failed, setFailed] = useState<{ name: string; message: string } | null>(null);

  const remove = useMutation({
    mutationFn: (performer: Performer) => unfavorite(performer._id),
    onMutate: () => setFailed(null),
    onSuccess: (_status, performer) => {
      client.setQueryData<PerformerPages>(favoritesKey(memberId, FAVORITES_PAGE_SIZE), (data) => withoutPerformer(data, performer._id));
      // her heart in the other grids, and the favourites' later pages
      void client.invalidateQueries({ queryKey: catalogKeys.lists() });
    },
    onError: (error, performer) => setFailed({ name: performerName(performer), message: getServerMessage(error) }),
  });

  if (!query.data) {
    if (query.isError) return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />;
    return <LoadingState />;
  }
  if (items.length === 0) {
    return (
      <EmptyState title={t('favorites.none')} description={t('favorites.noneHint')} action={<Link to="/performers">{t('favorites.browse')}</Link>} />
    );
  }
  return (
    <section aria-label={t('favorites.region')}>
      <Count>{t('performers.count', { count: total })}</Count>
      {failed && <Alert role="alert">{t('favorites.removeFailed', { name: failed.name, message: failed.message })}</Alert>}
      <Grid>
        {items.map((p) => {
          const removing = remove.isPending && remove.variables?._id === p._id;
          return (
            <PerformerCard
              key={p._id}
              performer={p}
              action={
                <Button
                  size="sm"
                  busy={removing}
                  disabled={removing}
                  aria-label={t('favorites.removeLabel', { name: performerName(p) })}
                  onClick={() => remove.mutate(p)}
                >
                  {removing ? t('favorites.removing') : t('favorites.remove')}
                </Button>
              }
            />
          );
        })}
      </Grid>
      <LoadMore query={query} />
    </section>
  );
}

const Count = styled.p`
  margin: 4px 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.error};
`;

/** Two cards a row on a 390 px phone, more on wider screens. */
const Grid = styled(PerformerGrid)`
  ${phoneColumns(2, 10)}
`;
