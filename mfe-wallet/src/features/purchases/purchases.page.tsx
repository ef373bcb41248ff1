import { formatCount, formatDate, PlatformLink, usePagedList } from '@platform/shared';
import type { PurchasedItem } from '@platform/shared/contract';
import { humanize, tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PurchasesNav } from './purchases-nav.component';
import { listPurchasedItems, purchaseHref, PURCHASES_PAGE_SIZE } from './purchases.resource';
import { RefundLink } from './refund-link.component';

export function PurchasesPage() {
  return (
    <WalletPage title="Purchases">
      <RoleGate roles={['user']} what="The purchase history">
        <PurchasesNav />
        <AllPurchases />
      </RoleGate>
    </WalletPage>
  );
}

function AllPurchases() {
  const list = usePagedList<PurchasedItem>(listPurchasedItems, PURCHASES_PAGE_SIZE, []);
  return (
    <PagedTable
      list={list}
      label="purchases"
      emptyTitle="No purchases yet"
      emptyDescription="Tips, paid chats and content you buy are listed here."
      table="Purchases"
      head={['Date', 'Item', 'Type', 'Quantity', 'Tokens', 'Status', '']}
      row={(p) => ({
        key: p._id,
        cells: [
          formatDate(p.createdAt),
          <ItemName key="item" item={p} />,
          humanize(p.type),
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
