import { formatCount, formatDate, PlatformLink, usePagedQuery } from '@platform/shared';
import type { PurchasedItem } from '@platform/shared/contract';
import { tokens, valueLabel } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { StatusBadge } from '../../common/status-badge.component';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { PurchasesNav } from './purchases-nav.component';
import { listPurchasedItems, purchaseHref, PURCHASES_PAGE_SIZE } from './purchases.resource';
import { RefundLink } from './refund-link.component';

const HEAD = ['date', 'item', 'type', 'quantity', 'tokens', 'status'];

export function PurchasesPage() {
  return (
    <RoleWalletPage section="purchases" roles={['user']}>
      <PurchasesNav />
      <AllPurchases />
    </RoleWalletPage>
  );
}

function AllPurchases() {
  const list = usePagedQuery<PurchasedItem>(['wallet', 'purchases'], listPurchasedItems, PURCHASES_PAGE_SIZE);
  return (
    <PagedTable
      list={list}
      section="purchases"
      columns={HEAD}
      actionsColumn
      cells={(p) => [
        formatDate(p.createdAt),
        <ItemName key="item" item={p} />,
        valueLabel('type', p.type),
        formatCount(p.quantity),
        tokens(p.totalPrice),
        <StatusBadge key="status" status={p.status} />,
        p.status === 'success' && <RefundLink key="refund" sourceType="purchase" sourceId={p._id} name={p.name} />,
      ]}
    />
  );
}

function ItemName({ item }: { item: PurchasedItem }) {
  const href = purchaseHref(item);
  return href ? <PlatformLink to={href}>{item.name}</PlatformLink> : <>{item.name}</>;
}
