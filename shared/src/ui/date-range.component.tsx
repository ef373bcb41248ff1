import { RANGE_ORDER_MESSAGE, type DateRange } from '../format/date-range';
import { Button } from './button.component';
import { FieldRow } from './field-row.component';
import { Form } from './form.component';
import { TextField } from './text-field.component';
import { useForm } from './use-form';
import { useSharedTexts } from '../i18n';

/** From/To dates with an Apply button: the range changes (and data reloads) only when applied. */
export function DateRangeForm({ value, onApply, label }: { value: DateRange; onApply: (range: DateRange) => void; label?: string }) {
  const { t } = useSharedTexts();
  const form = useForm<DateRange>({
    initialValues: value,
    schema: { toDate: (to, all) => (to && all.fromDate && String(to) < all.fromDate ? RANGE_ORDER_MESSAGE : undefined) },
    onSubmit: (v) => onApply({ fromDate: v.fromDate, toDate: v.toDate }),
  });
  return (
    <Form aria-label={label ?? t('dateRange.label')} onSubmit={form.handleSubmit}>
      <FieldRow>
        <TextField type="date" label={t('dateRange.from')} {...form.field('fromDate')} />
        <TextField type="date" label={t('dateRange.to')} {...form.field('toDate')} />
        <Button type="submit">{t('dateRange.apply')}</Button>
      </FieldRow>
    </Form>
  );
}
