import { RANGE_ORDER_MESSAGE, type DateRange } from '../format/date-range';
import { Button } from './button.component';
import { FieldRow } from './field-row.component';
import { Form } from './form.component';
import { TextField } from './text-field.component';
import { useForm } from './use-form';

/** From/To dates with an Apply button: the range changes (and data reloads) only when applied. */
export function DateRangeForm({ value, onApply, label = 'Date range' }: { value: DateRange; onApply: (range: DateRange) => void; label?: string }) {
  const form = useForm<DateRange>({
    initialValues: value,
    schema: { toDate: (to, all) => (to && all.fromDate && String(to) < all.fromDate ? RANGE_ORDER_MESSAGE : undefined) },
    onSubmit: (v) => onApply({ fromDate: v.fromDate, toDate: v.toDate }),
  });
  return (
    <Form aria-label={label} onSubmit={form.handleSubmit}>
      <FieldRow>
        <TextField type="date" label="From" {...form.field('fromDate')} />
        <TextField type="date" label="To" {...form.field('toDate')} />
        <Button type="submit">Apply</Button>
      </FieldRow>
    </Form>
  );
}
