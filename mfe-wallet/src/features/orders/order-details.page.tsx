import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatCount, formatDate, LoadingState, QueryError } from '@platform/shared';
import type { Order, Role } from '@platform/shared/contract';
import { Actions, Facts, Narrow } from '../../common/layout';
import { tokens } from '../../common/money';
import { StatusBadge } from '../../common/status-badge.component';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { RefundLink } from '../purchases/refund-link.component';
import { OrderStatusForm } from './order-status-form.component';
import { getOrder, sideOf } from './orders.resource';
import { useTexts } from '../../i18n';

export function OrderDetailsPage() {
  const { t } = useTexts();
  const { id = '' } = useParams();
  return (
    <RoleWalletPage
      section="orders"
      title={t('orderDetails.title')}
      roles={['user', 'performer']}
      after={<Link to="/account/orders">{t('orderDetails.back')}</Link>}
    >
      {(role) => <Details key={`${role}:${id}`} role={role} id={id} />}
    </RoleWalletPage>
  );
}

function Details({ role, id }: { role: Role; id: string }) {
  const { t } = useTexts();
  const side = sideOf(role);
  const loaded = useQuery({ queryKey: ['wallet', 'order', side, id], queryFn: () => getOrder(side, id) });
  const [updated, setUpdated] = useState<Order | null>(null);
  if (loaded.isPending) return <LoadingState />;
  if (loaded.isError) return <QueryError query={loaded} />;
  const order = updated ?? loaded.data;
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  return (
    <Narrow>
      <Facts aria-label={t('orderDetails.label', { number: order.orderNumber })}>
        <dt>{t('orderDetails.order')}</dt>
        <dd>{order.orderNumber}</dd>
        <dt>{t('orderDetails.date')}</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>{t('orderDetails.product')}</dt>
        <dd>{order.name}</dd>
        {side === 'seller' && (
          <>
            <dt>{t('orderDetails.buyer')}</dt>
            <dd>{order.buyerInfo?.displayName ?? order.buyerInfo?.username ?? ''}</dd>
          </>
        )}
        <dt>{t('orderDetails.quantity')}</dt>
        <dd>{formatCount(order.quantity)}</dd>
        <dt>{t('orderDetails.unitPrice')}</dt>
        <dd>{tokens(order.unitPrice)}</dd>
        <dt>{t('orderDetails.total')}</dt>
        <dd>{tokens(order.totalPrice)}</dd>
        <dt>{t('orderDetails.status')}</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt>{t('orderDetails.deliveryStatus')}</dt>
        <dd>
          <StatusBadge status={order.deliveryStatus} />
        </dd>
        <dt>{t('orderDetails.deliveryAddress')}</dt>
        <dd>{order.deliveryAddress || '—'}</dd>
        <dt>{t('orderDetails.postalCode')}</dt>
        <dd>{order.postalCode || '—'}</dd>
        <dt>{t('orderDetails.shippingCode')}</dt>
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
