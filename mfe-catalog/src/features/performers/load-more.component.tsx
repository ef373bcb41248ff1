import styled from 'styled-components';
import { Button, ErrorState, getServerMessage, PHONE_MAX } from '@platform/shared';
import { useTexts } from '../../i18n';

interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage(): unknown;
}

/** Under a grid of infinite pages: "Load more" while there are more, or why the next page failed, with Retry. */
export function LoadMore({ query }: { query: MorePages }) {
  const { t } = useTexts();
  const loadMore = () => void query.fetchNextPage();
  if (query.isFetchNextPageError) return <ErrorState message={getServerMessage(query.error)} onRetry={loadMore} />;
  if (!query.hasNextPage) return null;
  return (
    <More>
      <Button type="button" onClick={loadMore} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? t('shared:loadingText') : t('loadMore')}
      </Button>
    </More>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 20px 0;
  @media (max-width: ${PHONE_MAX}) {
    button {
      width: 100%;
      min-height: 44px;
    }
  }
`;
