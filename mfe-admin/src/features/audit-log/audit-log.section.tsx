import { useQuery } from '@tanstack/react-query';
import { Button, FieldRow, Form, SelectField, TextField, useForm } from '@platform/shared';
import { AdminPage } from '../../common/admin-page.component';
import { AuditTable } from '../../common/audit-table.component';
import { PagedList } from '../../common/paged-list.component';
import { usePagedFilter } from '../../common/use-paged-filter';
import { useTexts } from '../../i18n';
import { auditActionsQuery, auditQuery, type AuditFilter } from './audit-log.resource';

/** /admin/audit-log: every admin action, newest first; nobody can change it. */
export function AuditLogSection() {
  const { t } = useTexts();
  const { filter, setFilter, paging } = usePagedFilter<AuditFilter>({ actor: '', action: '', page: 1 });
  const entries = useQuery(auditQuery(filter));
  const actions = useQuery(auditActionsQuery());
  const form = useForm<{ actor: string; action: string }>({
    initialValues: { actor: '', action: '' },
    onSubmit: ({ actor, action }) => setFilter({ actor: actor.trim(), action, page: 1 }),
  });
  return (
    <AdminPage title={t('sections.auditLog')}>
      <p>{t('audit.intro')}</p>
      <Form onSubmit={form.handleSubmit} role="search" aria-label={t('audit.filter')}>
        <FieldRow>
          <TextField label={t('audit.who')} {...form.field('actor')} />
          <SelectField
            label={t('audit.action')}
            options={[{ value: '', label: t('audit.everyAction') }, ...(actions.data ?? []).map((action) => ({ value: action, label: action }))]}
            {...form.field('action')}
          />
          <Button type="submit" variant="primary">
            {t('audit.apply')}
          </Button>
        </FieldRow>
      </Form>
      <PagedList query={entries} label={t('sections.auditLog')} empty={t('audit.none')} {...paging}>
        {(items) => <AuditTable label={t('sections.auditLog')} entries={items} />}
      </PagedList>
    </AdminPage>
  );
}
