import { Button, Form, rules, SelectField, TextField, toast, useForm } from '@platform/shared';
import type { DeliveryStatus, Order, OrderStatus } from '@platform/shared/contract';
import { humanize } from '../../common/money';
import { DELIVERY_STATUSES, SELLER_STATUSES, updateOrder } from './orders.resource';

const options = (values: string[]) => values.map((v) => ({ value: v, label: humanize(v) }));

/** The seller moves an order on: status, delivery status and the carrier's shipping code. */
export function OrderStatusForm({ order, onSaved }: { order: Order; onSaved: (order: Order) => void }) {
  const form = useForm({
    initialValues: {
      status: SELLER_STATUSES.includes(order.status) ? order.status : '',
      deliveryStatus: order.deliveryStatus ?? '',
      shippingCode: order.shippingCode ?? '',
    },
    schema: { status: rules.required, deliveryStatus: rules.required },
    onSubmit: async (v) => {
      const saved = await updateOrder(order._id, {
        status: v.status as OrderStatus,
        deliveryStatus: v.deliveryStatus as DeliveryStatus,
        shippingCode: v.shippingCode.trim(),
      });
      toast.success('Order updated');
      onSaved(saved);
    },
  });
  return (
    <Form aria-label="Update order" onSubmit={form.handleSubmit} error={form.submitError}>
      <SelectField label="Status" options={options(SELLER_STATUSES)} placeholder="Choose a status" {...form.field('status')} />
      <SelectField
        label="Delivery status"
        options={options(DELIVERY_STATUSES)}
        placeholder="Choose a delivery status"
        {...form.field('deliveryStatus')}
      />
      <TextField label="Shipping code" maxLength={100} {...form.field('shippingCode')} />
      <div>
        <Button type="submit" variant="primary" busy={form.submitting}>
          Save
        </Button>
      </div>
    </Form>
  );
}
