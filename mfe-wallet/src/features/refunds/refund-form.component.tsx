import { useState } from 'react';
import {
  Button,
  Card,
  ErrorState,
  Form,
  getServerMessage,
  LoadingState,
  rules,
  SelectField,
  TextAreaField,
  useAsync,
  useForm,
} from '@platform/shared';
import { Actions, Facts } from '../../common/layout';
import { humanize, tokens } from '../../common/money';
import { createRefund, listRefundable } from './refunds.resource';

export interface RefundSource {
  sourceType: 'purchase' | 'order';
  sourceId: string;
  name: string;
}

/**
 * What to refund (fixed when opened from a purchase or an order, else chosen from recent purchases) and
 * why; then a confirm step before POST /refund-requests. Server refusals show in the form.
 */
export function RefundForm({ source, onCreated }: { source: RefundSource | null; onCreated: () => void }) {
  const choices = useAsync(() => (source ? Promise.resolve([]) : listRefundable()), [source?.sourceId]);
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

  if (choices.status === 'loading') return <LoadingState />;
  if (choices.status === 'error') return <ErrorState message={getServerMessage(choices.error)} onRetry={choices.reload} />;
  const options = choices.data.map((p) => ({ value: `purchase:${p._id}`, label: `${p.name} — ${humanize(p.type)}, ${tokens(p.totalPrice)}` }));
  const chosenName = source?.name ?? options.find((o) => o.value === form.values.item)?.label ?? '';

  if (confirming) {
    return (
      <Card role="dialog" aria-labelledby="refund-confirm-title">
        <h2 id="refund-confirm-title">Send this refund request?</h2>
        <Facts>
          <dt>For</dt>
          <dd>{chosenName}</dd>
          <dt>Reason</dt>
          <dd>{form.values.reason.trim()}</dd>
        </Facts>
        {form.submitError && <p role="alert">{form.submitError}</p>}
        <Actions>
          <Button variant="primary" busy={form.submitting} onClick={() => form.handleSubmit()}>
            Confirm refund request
          </Button>
          <Button disabled={form.submitting} onClick={() => setConfirming(false)}>
            Back
          </Button>
        </Actions>
      </Card>
    );
  }
  return (
    <Form aria-label="Refund request" onSubmit={form.handleSubmit} error={form.submitError}>
      {source ? (
        <Facts>
          <dt>For</dt>
          <dd>{source.name}</dd>
        </Facts>
      ) : (
        <SelectField
          label="What to refund"
          options={options}
          placeholder={options.length ? 'Choose a purchase' : 'No purchases to refund'}
          {...form.field('item')}
        />
      )}
      <TextAreaField label="Reason" maxLength={2000} {...form.field('reason')} />
      <div>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </div>
    </Form>
  );
}
