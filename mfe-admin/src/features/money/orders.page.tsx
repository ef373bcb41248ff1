import { useQuery } from '@tanstack/react-query';
import { Button, FieldRow, Form, formatDate, SelectField, TextField, useForm } from '@platform/shared';
import type { OrderStatus } from '@platform/shared/contract';
import { usePagedFilter } from '../../common/use-paged-filter';
import { useTexts } from '../../i18n';
import { MoneyPage, Muted } from './money-page.component';
import { MoneyTable, useStatusOptions } from './money-row.component';
import { ordersQuery, type OrdersFilter } from './money.resource';

const STATUSES: OrderStatus[] = ['pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded'];

const COLUMNS = ['orders.number', 'orders.date', 'orders.product', 'orders.buyer', 'orders.seller', 'tokens', 'status'];

/** /admin/money/orders: every product order on the platform, newest first; the seller ships it, a refund reverses it. */
export function OrdersPage() {
  const { t } = useTexts();
  const { filter, setFilter, paging } = usePagedFilter<OrdersFilter>({ status: '', q: '', page: 1 });
  const orders = useQuery(ordersQuery(filter));
  const statusOptions = useStatusOptions('orders', STATUSES);
  const form = useForm<{ status: OrderStatus | ''; q: string }>({
    initialValues: { status: '', q: '' },
    onSubmit: ({ status, q }) => setFilter({ status, q: q.trim(), page: 1 }),
  });
  return (
    <MoneyPage page="orders">
      <Form onSubmit={form.handleSubmit} role="search" aria-label={t('money.orders.search')}>
        <FieldRow>
          <TextField label={t('money.orders.query')} type="search" {...form.field('q')} />
          <SelectField label={t('money.status')} options={statusOptions} {...form.field('status')} />
          <Button type="submit" variant="primary">
            {t('money.orders.apply')}
          </Button>
        </FieldRow>
      </Form>
      <MoneyTable
        list="orders"
        query={orders}
        {...paging}
        columns={COLUMNS}
        row={(order) => ({
          key: order._id,
          label: t('money.orders.row', { number: order.orderNumber }),
          cells: [
            order.orderNumber,
            formatDate(order.createdAt, 'DD/MM/YYYY HH:mm'),
            <span key="product">
              {order.name} × {order.quantity}
              {order.productType === 'physical' && order.deliveryAddress && (
                <Muted>
                  {order.deliveryAddress} {order.postalCode}
                </Muted>
              )}
            </span>,
            order.buyerInfo?.username ?? order.buyerId,
            order.sellerInfo?.username ?? order.sellerId,
            order.totalPrice,
            <span key="status">
              {t(`money.orders.statuses.${order.status}`)}
              {order.productType === 'physical' && (
                <Muted>
                  {t('money.orders.delivery', { status: t(`money.orders.statuses.${order.deliveryStatus}`) })}
                  {order.shippingCode && ` · ${order.shippingCode}`}
                </Muted>
              )}
            </span>,
          ],
        })}
      />
    </MoneyPage>
  );
}
