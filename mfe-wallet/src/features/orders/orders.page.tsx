import { Link } from 'react-router-dom';
import { formatCount, formatDate, usePagedQuery } from '@platform/shared';
import type { Order, Role } from '@platform/shared/contract';
import { tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { StatusBadge } from '../../common/status-badge.component';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { listOrders, ORDERS_PAGE_SIZE, sideOf } from './orders.resource';
import { useTexts } from '../../i18n';

/** Members see what they ordered; performers see the orders of their products (and manage them). */
export function OrdersPage() {
  return (
    <RoleWalletPage section="orders" roles={['user', 'performer']}>
      {(role) => <OrderList key={role} role={role} />}
    </RoleWalletPage>
  );
}

function OrderList({ role }: { role: Role }) {
  const { t } = useTexts();
  const side = sideOf(role);
  const list = usePagedQuery<Order>(['wallet', 'orders', side], (offset, limit) => listOrders(side, offset, limit), ORDERS_PAGE_SIZE);
  const columns = ['order', 'date', 'product', ...(side === 'seller' ? ['buyer'] : []), 'quantity', 'total', 'status', 'delivery'];
  return (
    <PagedTable
      list={list}
      emptyDescription={side === 'seller' ? t('orders.empty.seller') : t('orders.empty.buyer')}
      section="orders"
      columns={columns}
      actionsColumn
      cells={(o) => [
        o.orderNumber,
        formatDate(o.createdAt),
        o.name,
        ...(side === 'seller' ? [o.buyerInfo?.displayName ?? o.buyerInfo?.username ?? ''] : []),
        formatCount(o.quantity),
        tokens(o.totalPrice),
        <StatusBadge key="status" status={o.status} />,
        <StatusBadge key="delivery" status={o.deliveryStatus} />,
        <Link key="details" to={`/account/orders/${o._id}`} aria-label={t('orders.detailsLabel', { number: o.orderNumber })}>
          {side === 'seller' ? t('orders.manage') : t('orders.details')}
        </Link>,
      ]}
    />
  );
}
