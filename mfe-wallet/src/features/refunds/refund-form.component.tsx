import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Dialog, Form, LoadingState, QueryError, rules, SelectField, TextAreaField, useForm } from '@platform/shared';
import { Actions, Facts } from '../../common/layout';
import { tokens, valueLabel } from '../../common/money';
import { useTexts } from '../../i18n';
import { createRefund, listRefundable } from './refunds.resource';

export interface RefundSource {
  sourceType: 'purchase' | 'order';
  sourceId: string;
  name: string;
}

/**
 * What to refund (fixed when opened from a purchase or an order, else chosen from recent purchases) and
 * why; then a confirm step (a modal dialog: focus kept inside, Escape goes back to the form) before
 * POST /refund-requests. Server refusals show in the dialog.
 */
export function RefundForm({ source, onCreated }: { source: RefundSource | null; onCreated: () => void }) {
  const { t } = useTexts();
  const choices = useQuery({
    queryKey: ['wallet', 'refundable', source?.sourceId ?? null],
    queryFn: () => (source ? Promise.resolve([]) : listRefundable()),
  });
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initialValues: { item: source ? `${source.sourceType}:${source.sourceId}` : '', reason: '' },
    schema: { item: rules.required, reason: rules.required },
    onSubmit: async (v) => {
      if (!confirming) {
        setConfirming(true);
        return;
      }
      const [sourceType, sourceId] = v.item.split(':') as ['purchase' | 'order', string];
      await createRefund({ sourceType, sourceId, description: v.reason.trim() });
      onCreated();
    },
  });

  if (choices.isPending) return <LoadingState />;
  if (choices.isError) return <QueryError query={choices} />;
  const options = choices.data.map((p) => ({
    value: `purchase:${p._id}`,
    label: t('refundNew.option', { name: p.name, type: valueLabel('type', p.type), price: tokens(p.totalPrice) }),
  }));
  const chosenName = source?.name ?? options.find((o) => o.value === form.values.item)?.label ?? '';
  const back = () => setConfirming(false);

  return (
    <>
      <Form aria-label={t('refundNew.form.label')} onSubmit={form.handleSubmit} error={confirming ? undefined : form.submitError}>
        {source ? (
          <Facts>
            <dt>{t('refundNew.form.for')}</dt>
            <dd>{source.name}</dd>
          </Facts>
        ) : (
          <SelectField
            label={t('refundNew.form.what')}
            options={options}
            placeholder={options.length ? t('refundNew.form.choose') : t('refundNew.form.none')}
            {...form.field('item')}
          />
        )}
        <TextAreaField label={t('refundNew.form.reason')} maxLength={2000} {...form.field('reason')} />
        <Actions>
          <Button type="submit" variant="primary">
            {t('refundNew.form.continue')}
          </Button>
        </Actions>
      </Form>
      {confirming && (
        <Dialog labelledBy="refund-confirm-title" onEscape={form.submitting ? undefined : back}>
          <h2 id="refund-confirm-title">{t('refundNew.confirm.title')}</h2>
          <Facts>
            <dt>{t('refundNew.form.for')}</dt>
            <dd>{chosenName}</dd>
            <dt>{t('refundNew.form.reason')}</dt>
            <dd>{form.values.reason.trim()}</dd>
          </Facts>
          {form.submitError && <p role="alert">{form.submitError}</p>}
          <Actions>
            <Button variant="primary" busy={form.submitting} onClick={() => form.handleSubmit()}>
              {t('refundNew.confirm.confirm')}
            </Button>
            <Button disabled={form.submitting} onClick={back}>
              {t('refundNew.confirm.back')}
            </Button>
          </Actions>
        </Dialog>
      )}
    </>
  );
}
