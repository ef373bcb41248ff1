import { formatCount, formatDate, PlatformLink, usePagedList } from '@platform/shared';
import type { PurchasedItem } from '@platform/shared/contract';
import { humanize, tokens } from '../../common/money';
import { PagedList } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { DataTable } from '../../common/table.component';
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
    <PagedList list={list} label="purchases" emptyTitle="No purchases yet" emptyDescription="Tips, paid chats and content you buy are listed here.">
      {(items) => (
        <DataTable label="Purchases" head={['Date', 'Item', 'Type', 'Quantity', 'Tokens', 'Status', '']}>
          {items.map((p) => (
            <tr key={p._id}>
              <td>{formatDate(p.createdAt)}</td>
              <td>
                <ItemName item={p} />
              </td>
              <td>{humanize(p.type)}</td>
              <td>{formatCount(p.quantity)}</td>
              <td>{tokens(p.totalPrice)}</td>
              <td>
                <StatusBadge status={p.status} />
              </td>
              <td>{p.status === 'success' && <RefundLink sourceType="purchase" sourceId={p._id} name={p.name} />}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}

function ItemName({ item }: { item: PurchasedItem }) {
  const href = purchaseHref(item);
  return href ? <PlatformLink to={href}>{item.name}</PlatformLink> : <>{item.name}</>;
}
