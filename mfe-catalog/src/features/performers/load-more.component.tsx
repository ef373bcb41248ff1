import styled from 'styled-components';
import { Button, ErrorState, getServerMessage } from '@platform/shared';

interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage(): unknown;
}

/** Under a grid of infinite pages: "Load more" while there are more, or why the next page failed, with Retry. */
export function LoadMore({ query }: { query: MorePages }) {
  const loadMore = () => void query.fetchNextPage();
  if (query.isFetchNextPageError) return <ErrorState message={getServerMessage(query.error)} onRetry={loadMore} />;
  if (!query.hasNextPage) return null;
  return (
    <More>
      <Button type="button" onClick={loadMore} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </More>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 20px 0;
`;
