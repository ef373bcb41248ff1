import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, formatCount, formatDate, getServerMessage, LoadingState, useAsync } from '@platform/shared';
import type { Order, Role } from '@platform/shared/contract';
import { Actions, Facts, Narrow } from '../../common/layout';
import { tokens } from '../../common/money';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { RefundLink } from '../purchases/refund-link.component';
import { OrderStatusForm } from './order-status-form.component';
import { getOrder, sideOf } from './orders.resource';

export function OrderDetailsPage() {
  const { id = '' } = useParams();
  return (
    <WalletPage title="Order details">
      <RoleGate roles={['user', 'performer']} what="The order history">
        {(role) => <Details key={`${role}:${id}`} role={role} id={id} />}
      </RoleGate>
      <Link to="/account/orders">Back to orders</Link>
    </WalletPage>
  );
}

function Details({ role, id }: { role: Role; id: string }) {
  const side = sideOf(role);
  const loaded = useAsync(() => getOrder(side, id), [side, id]);
  const [updated, setUpdated] = useState<Order | null>(null);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <ErrorState message={getServerMessage(loaded.error)} onRetry={loaded.reload} />;
  const order = updated ?? loaded.data;
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  return (
    <Narrow>
      <Facts aria-label={`Order ${order.orderNumber}`}>
        <dt>Order</dt>
        <dd>{order.orderNumber}</dd>
        <dt>Date</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>Product</dt>
        <dd>{order.name}</dd>
        {side === 'seller' && (
          <>
            <dt>Buyer</dt>
            <dd>{order.buyerInfo?.displayName ?? order.buyerInfo?.username ?? ''}</dd>
          </>
        )}
        <dt>Quantity</dt>
        <dd>{formatCount(order.quantity)}</dd>
        <dt>Unit price</dt>
        <dd>{tokens(order.unitPrice)}</dd>
        <dt>Total</dt>
        <dd>{tokens(order.totalPrice)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt>Delivery status</dt>
        <dd>
          <StatusBadge status={order.deliveryStatus} />
        </dd>
        <dt>Delivery address</dt>
        <dd>{order.deliveryAddress || '—'}</dd>
        <dt>Postal code</dt>
        <dd>{order.postalCode || '—'}</dd>
        <dt>Shipping code</dt>
        <dd>{order.shippingCode || '—'}</dd>
      </Facts>
      {side === 'seller' && !closed && <OrderStatusForm order={order} onSaved={setUpdated} />}
      {side === 'buyer' && !closed && (
        <Actions>
          <RefundLink sourceType="order" sourceId={order._id} name={order.name} />
        </Actions>
      )}
    </Narrow>
  );
}
