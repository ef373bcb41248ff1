import { formatCount, formatDate, PlatformLink, usePagedQuery } from '@platform/shared';
import type { PurchasedItem } from '@platform/shared/contract';
import { tokens, valueLabel } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PurchasesNav } from './purchases-nav.component';
import { listPurchasedItems, purchaseHref, PURCHASES_PAGE_SIZE } from './purchases.resource';
import { RefundLink } from './refund-link.component';
import { useTexts } from '../../i18n';

const HEAD = ['date', 'item', 'type', 'quantity', 'tokens', 'status'];

export function PurchasesPage() {
  const { t } = useTexts();
  return (
    <WalletPage title={t('purchases.title')}>
      <RoleGate roles={['user']} what={t('purchases.what')}>
        <PurchasesNav />
        <AllPurchases />
      </RoleGate>
    </WalletPage>
  );
}

function AllPurchases() {
  const { t } = useTexts();
  const list = usePagedQuery<PurchasedItem>(['wallet', 'purchases'], listPurchasedItems, PURCHASES_PAGE_SIZE);
  return (
    <PagedTable
      list={list}
      summary={(shown, total) => t('purchases.showing', { shown, total })}
      emptyTitle={t('purchases.empty.title')}
      emptyDescription={t('purchases.empty.description')}
      table={t('purchases.table')}
      head={[...HEAD.map((h) => t(`purchases.head.${h}`)), '']}
      row={(p) => ({
        key: p._id,
        cells: [
          formatDate(p.createdAt),
          <ItemName key="item" item={p} />,
          valueLabel('type', p.type),
          formatCount(p.quantity),
          tokens(p.totalPrice),
          <StatusBadge key="status" status={p.status} />,
          p.status === 'success' && <RefundLink key="refund" sourceType="purchase" sourceId={p._id} name={p.name} />,
        ],
      })}
    />
  );
}

function ItemName({ item }: { item: PurchasedItem }) {
  const href = purchaseHref(item);
  return href ? <PlatformLink to={href}>{item.name}</PlatformLink> : <>{item.name}</>;
}
