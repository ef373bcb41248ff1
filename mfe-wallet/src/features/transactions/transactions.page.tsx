import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, formatDate, getServerMessage, LoadingState, PageTitle, Page, RequireRole, usePagedList } from '@platform/shared';
import { listTransactions, TRANSACTIONS_PAGE_SIZE } from './transactions.resource';

export function TransactionsPage() {
  return (
    <Page>
      <PageTitle>Transactions</PageTitle>
      <RequireRole role="user" what="The transaction history">
        <Transactions />
      </RequireRole>
    </Page>
  );
}

function Transactions() {
  const [missing, setMissing] = useState(false);
  const fetchPage = useCallback(async (offset: number, limit: number) => {
    const page = await listTransactions(offset, limit);
    setMissing(page.missing);
    return page;
  }, []);
  const list = usePagedList(fetchPage, TRANSACTIONS_PAGE_SIZE, []);

  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={getServerMessage(list.error)} onRetry={list.retry} />;
  if (missing) {
    return (
      <EmptyState
        title="Transactions are not available yet"
        description="This server does not keep a transaction history yet."
      />
    );
  }
  if (list.items.length === 0) return <EmptyState title="No transactions yet" />;
  return (
    <>
      <Table>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Items</th>
            <th scope="col">Amount</th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((t) => (
            <tr key={t._id}>
              <td>{formatDate(t.createdAt)}</td>
              <td>{t.products?.map((p) => p.name).join(', ') || t.type}</td>
              <td>{t.totalPrice.toFixed(2)}</td>
              <td>{t.paymentGateway}</td>
              <td>{t.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {list.moreError ? (
        <ErrorState message={getServerMessage(list.moreError)} onRetry={list.loadMore} />
      ) : (
        list.hasMore && (
          <More>
            <Button onClick={list.loadMore} busy={list.loadingMore}>
              Load more
            </Button>
          </More>
        )
      )}
    </>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid #e4e4ea;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 16px 0;
`;
