import styled from 'styled-components';
import { Button, Form, TextField, useForm } from '@platform/shared';
import { RANGE_ORDER_MESSAGE, type DateRange } from './format';

/** From/To dates with an Apply button: the range changes (and data reloads) only when applied. */
export function DateRangeForm({ value, onApply, label = 'Date range' }: { value: DateRange; onApply: (range: DateRange) => void; label?: string }) {
  const form = useForm<DateRange>({
    initialValues: value,
    schema: { toDate: (to, all) => (to && all.fromDate && String(to) < all.fromDate ? RANGE_ORDER_MESSAGE : undefined) },
    onSubmit: (v) => onApply({ fromDate: v.fromDate, toDate: v.toDate }),
  });
  return (
    <Form aria-label={label} onSubmit={form.handleSubmit}>
      <Row>
        <TextField type="date" label="From" {...form.field('fromDate')} />
        <TextField type="date" label="To" {...form.field('toDate')} />
        <Button type="submit">Apply</Button>
      </Row>
    </Form>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  & > div {
    flex: 1 1 150px;
    min-width: 0;
  }
  & > button {
    margin-top: 26px;
  }
`;
