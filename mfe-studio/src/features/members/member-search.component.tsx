import { Button, FieldRow, Form, SelectField, TextField, useForm } from '@platform/shared';

export interface SearchValues extends Record<string, unknown> {
  q: string;
  status: string;
}

/** The search box (and an optional status filter); the list follows what is applied. */
export function MemberSearch({
  value,
  onSearch,
  statusOptions,
  label = 'Search members',
}: {
  value: SearchValues;
  onSearch(next: SearchValues): void;
  statusOptions?: Array<{ value: string; label: string }>;
  label?: string;
}) {
  const form = useForm<SearchValues>({ initialValues: value, onSubmit: (v) => onSearch({ q: v.q.trim(), status: v.status }) });
  return (
    <Form role="search" aria-label={label} onSubmit={form.handleSubmit}>
      <FieldRow $min={160}>
        <TextField type="search" label="Name, username or e-mail" {...form.field('q')} />
        {statusOptions && <SelectField label="Status" options={statusOptions} {...form.field('status')} />}
        <Button type="submit">Search</Button>
      </FieldRow>
    </Form>
  );
}
