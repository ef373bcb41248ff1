import { Button, FieldRow, Form, SelectField, TextField, useForm } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import type { AccountSearch } from './accounts.resource';

const ROLE_VALUES: Role[] = ['user', 'performer', 'studio'];
const STATUSES = ['active', 'inactive', 'pending'] as const;

/** The accounts' filters; the search runs on submit (Enter in any field). */
export function AccountSearchForm({ value, onSearch }: { value: AccountSearch; onSearch(search: AccountSearch): void }) {
  const { t } = useTexts();
  const form = useForm<AccountSearch>({
    initialValues: value,
    schema: { toDate: (to, all) => (to && all.fromDate && to < all.fromDate ? t('accounts.dateOrder') : undefined) },
    showErrorsOn: 'submit',
    onSubmit: (search) => onSearch({ ...search, q: search.q.trim() }),
  });
  return (
    <Form onSubmit={form.handleSubmit} role="search" aria-label={t('accounts.search')}>
      <FieldRow>
        <TextField label={t('accounts.query')} type="search" {...form.field('q')} />
        <SelectField
          label={t('accounts.role')}
          options={[{ value: '', label: t('accounts.everyRole') }, ...ROLE_VALUES.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
          {...form.field('role')}
        />
        <SelectField
          label={t('accounts.status')}
          options={[
            { value: '', label: t('accounts.everyStatus') },
            ...STATUSES.map((status) => ({ value: status, label: t(`accounts.statuses.${status}`) })),
          ]}
          {...form.field('status')}
        />
        <TextField label={t('accounts.registeredFrom')} type="date" {...form.field('fromDate')} />
        <TextField label={t('accounts.registeredTo')} type="date" {...form.field('toDate')} />
        <Button type="submit" variant="primary">
          {t('accounts.searchButton')}
        </Button>
      </FieldRow>
    </Form>
  );
}
