import styled from 'styled-components';
import { Button, FieldRow, Form, PHONE_MAX, SelectField, TextField, useForm } from '@platform/shared';
import { useTexts } from '../../i18n';

export interface SearchValues extends Record<string, unknown> {
  q: string;
  status: string;
}

/** The search box (and an optional status filter); the list follows what is applied. */
export function MemberSearch({
  value,
  onSearch,
  statusOptions,
  label,
}: {
  value: SearchValues;
  onSearch(next: SearchValues): void;
  statusOptions?: Array<{ value: string; label: string }>;
  /** The search form's name ('Search members' when not given). */
  label?: string;
}) {
  const { t } = useTexts();
  const form = useForm<SearchValues>({ initialValues: value, onSubmit: (v) => onSearch({ q: v.q.trim(), status: v.status }) });
  return (
    <Form role="search" aria-label={label ?? t('members.search')} onSubmit={form.handleSubmit}>
      <FieldRow $min={160}>
        <TextField type="search" label={t('members.searchField')} {...form.field('q')} />
        {statusOptions && <SelectField label={t('members.status')} options={statusOptions} {...form.field('status')} />}
        <SearchButton type="submit">{t('members.searchButton')}</SearchButton>
      </FieldRow>
    </Form>
  );
}

/** A 44 px touch target on a phone. */
const SearchButton = styled(Button)`
  @media (max-width: ${PHONE_MAX}) {
    min-height: 44px;
  }
`;
