import { Link } from 'react-router-dom';
import { formatCount, formatDate, usePagedQuery } from '@platform/shared';
import type { Order, Role } from '@platform/shared/contract';
import { tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { listOrders, ORDERS_PAGE_SIZE, sideOf } from './orders.resource';
import { useTexts } from '../../i18n';

/** Members see what they ordered; performers see the orders of their products (and manage them). */
export function OrdersPage() {
  const { t } = useTexts();
  return (
    <WalletPage title={t('orders.title')}>
      <RoleGate roles={['user', 'performer']} what={t('orders.what')}>
        {(role) => <OrderList key={role} role={role} />}
      </RoleGate>
    </WalletPage>
  );
}

function OrderList({ role }: { role: Role }) {
  const { t } = useTexts();
  const side = sideOf(role);
  const list = usePagedQuery<Order>(['wallet', 'orders', side], (offset, limit) => listOrders(side, offset, limit), ORDERS_PAGE_SIZE);
  const columns = ['order', 'date', 'product', ...(side === 'seller' ? ['buyer'] : []), 'quantity', 'total', 'status', 'delivery'];
  const head = [...columns.map((c) => t(`orders.head.${c}`)), ''];
  return (
    <PagedTable
      list={list}
      summary={(shown, total) => t('orders.showing', { shown, total })}
      emptyTitle={t('orders.empty.title')}
      emptyDescription={side === 'seller' ? t('orders.empty.seller') : t('orders.empty.buyer')}
      table={t('orders.table')}
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
          <Link key="details" to={`/account/orders/${o._id}`} aria-label={t('orders.detailsLabel', { number: o.orderNumber })}>
            {side === 'seller' ? t('orders.manage') : t('orders.details')}
          </Link>,
        ],
      })}
    />
  );
}
