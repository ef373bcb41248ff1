import { Button, Form, rules, SelectField, TextField, toast, useForm } from '@platform/shared';
import type { DeliveryStatus, Order, OrderStatus } from '@platform/shared/contract';
import { valueLabel } from '../../common/money';
import { Actions } from '../../common/layout';
import { useTexts } from '../../i18n';
import { DELIVERY_STATUSES, SELLER_STATUSES, updateOrder } from './orders.resource';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: valueLabel('status', v) }));

/** The seller moves an order on: status, delivery status and the carrier's shipping code. */
export function OrderStatusForm({ order, onSaved }: { order: Order; onSaved: (order: Order) => void }) {
  const { t } = useTexts();
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
      toast.success(t('orderDetails.form.updated'));
      onSaved(saved);
    },
  });
  return (
    <Form aria-label={t('orderDetails.form.label')} onSubmit={form.handleSubmit} error={form.submitError}>
      <SelectField
        label={t('orderDetails.form.status')}
        options={options(SELLER_STATUSES)}
        placeholder={t('orderDetails.form.chooseStatus')}
        {...form.field('status')}
      />
      <SelectField
        label={t('orderDetails.form.deliveryStatus')}
        options={options(DELIVERY_STATUSES)}
        placeholder={t('orderDetails.form.chooseDeliveryStatus')}
        {...form.field('deliveryStatus')}
      />
      <TextField label={t('orderDetails.form.shippingCode')} maxLength={100} {...form.field('shippingCode')} />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t('orderDetails.form.save')}
        </Button>
      </Actions>
    </Form>
  );
}
