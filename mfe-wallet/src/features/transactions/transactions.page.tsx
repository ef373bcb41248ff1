import { EmptyState, formatDate, usePagedQuery } from '@platform/shared';
import type { PaymentTransaction } from '@platform/shared/contract';
import { money, tokens, valueLabel } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { StatusBadge } from '../../common/status-badge.component';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { listTransactions, TRANSACTIONS_PAGE_SIZE } from './transactions.resource';
import { useTexts } from '../../i18n';

const HEAD = ['date', 'items', 'tokens', 'amount', 'payment', 'status'];

export function TransactionsPage() {
  return (
    <RoleWalletPage section="transactions" roles={['user']}>
      <Transactions />
    </RoleWalletPage>
  );
}

function Transactions() {
  const { t } = useTexts();
  const list = usePagedQuery<PaymentTransaction, Awaited<ReturnType<typeof listTransactions>>>(
    ['wallet', 'transactions'],
    listTransactions,
    TRANSACTIONS_PAGE_SIZE,
  );

  if (list.lastPage?.missing) {
    return <EmptyState title={t('transactions.missing.title')} description={t('transactions.missing.description')} />;
  }
  return (
    <PagedTable
      list={list}
      section="transactions"
      columns={HEAD}
      cells={(tx) => [
        formatDate(tx.createdAt),
        tx.products?.map((p) => p.name).join(', ') || valueLabel('type', tx.type),
        tokens(tx.products?.reduce((sum, p) => sum + (p.tokens ?? 0), 0)),
        money(tx.totalPrice),
        tx.paymentGateway,
        <StatusBadge key="status" status={tx.status} />,
      ]}
    />
  );
}
