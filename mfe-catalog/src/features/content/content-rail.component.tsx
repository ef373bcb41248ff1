import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, formatNumber, getServerMessage, LoadingState } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CardGrid, Muted } from './content-ui';

export interface ContentRailProps<T> {
  title: string;
  /** The full list, linked as "See all". */
  to?: string;
  query: { data?: Paged<T>; isError: boolean; error: unknown; refetch(): unknown };
  empty: string;
  card(item: T): ReactNode;
  /** The cards' list (RailGrid by default). */
  list?: (cards: ReactNode) => ReactNode;
}

/**
 * A titled row of a few cards (home rails, profile sections) in its states: loading, error with Retry, empty, or
 * the cards, with "N of M" when there are more than shown.
 */
export function ContentRail<T>({ title, to, query, empty, card, list = (cards) => <RailGrid>{cards}</RailGrid> }: ContentRailProps<T>) {
  const { t } = useTexts();
  const id = useId();
  const data = query.data;
  return (
    <RailSection aria-labelledby={id}>
      <RailHeader>
        <h2 id={id}>{title}</h2>
        {to && (
          <Link to={to} aria-label={t('rail.seeAllOf', { title: title.toLowerCase() })}>
            {t('rail.seeAll')}
          </Link>
        )}
      </RailHeader>
      {data ? (
        data.data.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <>
            {data.total > data.data.length && (
              <Muted>{t('rail.shown', { shown: formatNumber(data.data.length), total: formatNumber(data.total) })}</Muted>
            )}
            {list(data.data.map(card))}
          </>
        )
      ) : query.isError ? (
        <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
      )}
    </RailSection>
  );
}

const RailSection = styled.section`
  margin: 32px 0 0;
`;

const RailHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

/**
 * A rail's cards: rails show eight at most, so a wide screen lays them four a row (two full rows) where the
 * auto-filled grid would leave one card alone on a second row of seven.
 */
const RailGrid = styled(CardGrid)`
  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
