import { useCallback, useState } from 'react';
import { EmptyState, formatDate, usePagedList } from '@platform/shared';
import type { PaymentTransaction } from '@platform/shared/contract';
import { money, tokens } from '../../common/money';
import { PagedList } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { DataTable } from '../../common/table.component';
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
    <PagedList list={list} label="transactions" emptyTitle="No transactions yet" emptyDescription="Token packages you buy are listed here.">
      {(items) => (
        <DataTable label="Transactions" head={['Date', 'Items', 'Tokens', 'Amount', 'Payment', 'Status']}>
          {items.map((t) => (
            <tr key={t._id}>
              <td>{formatDate(t.createdAt)}</td>
              <td>{t.products?.map((p) => p.name).join(', ') || t.type}</td>
              <td>{tokens(t.products?.reduce((sum, p) => sum + (p.tokens ?? 0), 0))}</td>
              <td>{money(t.totalPrice)}</td>
              <td>{t.paymentGateway}</td>
              <td>
                <StatusBadge status={t.status} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
