import { EmptyState, formatDate, usePagedQuery } from '@platform/shared';
import type { PaymentTransaction } from '@platform/shared/contract';
import { money, tokens, valueLabel } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { listTransactions, TRANSACTIONS_PAGE_SIZE } from './transactions.resource';
import { useTexts } from '../../i18n';

export function TransactionsPage() {
  const { t } = useTexts();
  return (
    <WalletPage title={t('transactions.title')}>
      <RoleGate roles={['user']} what={t('transactions.what')}>
        <Transactions />
      </RoleGate>
    </WalletPage>
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
      summary={(shown, total) => t('transactions.showing', { shown, total })}
      emptyTitle={t('transactions.empty.title')}
      emptyDescription={t('transactions.empty.description')}
      table={t('transactions.table')}
      head={[
        t('transactions.head.date'),
        t('transactions.head.items'),
        t('transactions.head.tokens'),
        t('transactions.head.amount'),
        t('transactions.head.payment'),
        t('transactions.head.status'),
      ]}
      row={(tx) => ({
        key: tx._id,
        cells: [
          formatDate(tx.createdAt),
          tx.products?.map((p) => p.name).join(', ') || valueLabel('type', tx.type),
          tokens(tx.products?.reduce((sum, p) => sum + (p.tokens ?? 0), 0)),
          money(tx.totalPrice),
          tx.paymentGateway,
          <StatusBadge key="status" status={tx.status} />,
        ],
      })}
    />
  );
}
