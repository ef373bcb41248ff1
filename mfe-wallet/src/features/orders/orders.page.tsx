import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, formatDate, usePagedList } from '@platform/shared';
import type { Order, Role } from '@platform/shared/contract';
import { tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { listOrders, ORDERS_PAGE_SIZE, sideOf } from './orders.resource';

/** Members see what they ordered; performers see the orders of their products (and manage them). */
export function OrdersPage() {
  return (
    <WalletPage title="Orders">
      <RoleGate roles={['user', 'performer']} what="The order history">
        {(role) => <OrderList key={role} role={role} />}
      </RoleGate>
    </WalletPage>
  );
}

function OrderList({ role }: { role: Role }) {
  const side = sideOf(role);
  const fetchPage = useCallback((offset: number, limit: number) => listOrders(side, offset, limit), [side]);
  const list = usePagedList<Order>(fetchPage, ORDERS_PAGE_SIZE, [side]);
  const head = ['Order', 'Date', 'Product', ...(side === 'seller' ? ['Buyer'] : []), 'Quantity', 'Total', 'Status', 'Delivery', ''];
  return (
    <PagedTable
      list={list}
      label="orders"
      emptyTitle="No orders yet"
      emptyDescription={side === 'seller' ? 'Orders of your products are listed here.' : 'Products you buy are listed here.'}
      table="Orders"
      head={head}
      row={(o) => ({
        key: o._id,
        cells: [
          o.orderNumber,
          formatDate(o.createdAt),
          o.name,
          ...(side === 'seller' ? [o.buyerInfo?.displayName ?? o.buyerInfo?.username ?? ''] : []),
          formatCount(o.quantity),
          tokens(o.totalPrice),
          <StatusBadge key="status" status={o.status} />,
          <StatusBadge key="delivery" status={o.deliveryStatus} />,
          <Link key="details" to={`/account/orders/${o._id}`} aria-label={`Details of order ${o.orderNumber}`}>
            {side === 'seller' ? 'Manage' : 'Details'}
          </Link>,
        ],
      })}
    />
  );
}
