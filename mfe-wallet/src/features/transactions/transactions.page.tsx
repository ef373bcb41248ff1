import { useCallback, useState } from 'react';
import { EmptyState, formatDate, usePagedList } from '@platform/shared';
import type { PaymentTransaction } from '@platform/shared/contract';
import { money, tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { listTransactions, TRANSACTIONS_PAGE_SIZE } from './transactions.resource';

export function TransactionsPage() {
  return (
    <WalletPage title="Transactions">
      <RoleGate roles={['user']} what="The transaction history">
        <Transactions />
      </RoleGate>
    </WalletPage>
  );
}

function Transactions() {
  const [missing, setMissing] = useState(false);
  const fetchPage = useCallback(async (offset: number, limit: number) => {
    const page = await listTransactions(offset, limit);
    setMissing(page.missing);
    return page;
  }, []);
  const list = usePagedList<PaymentTransaction>(fetchPage, TRANSACTIONS_PAGE_SIZE, []);

  if (missing) {
    return <EmptyState title="Transactions are not available yet" description="This server does not keep a transaction history yet." />;
  }
  return (
    <PagedTable
      list={list}
      label="transactions"
      emptyTitle="No transactions yet"
      emptyDescription="Token packages you buy are listed here."
      table="Transactions"
      head={['Date', 'Items', 'Tokens', 'Amount', 'Payment', 'Status']}
      row={(t) => ({
        key: t._id,
        cells: [
          formatDate(t.createdAt),
          t.products?.map((p) => p.name).join(', ') || t.type,
          tokens(t.products?.reduce((sum, p) => sum + (p.tokens ?? 0), 0)),
          money(t.totalPrice),
          t.paymentGateway,
          <StatusBadge key="status" status={t.status} />,
        ],
      })}
    />
  );
}
