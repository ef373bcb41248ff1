import { AdminPage } from '../../common/admin-page.component';
import { useTexts } from '../../i18n';

/** /admin/audit-log */
export function AuditLogSection() {
  const { t } = useTexts();
  return <AdminPage title={t('sections.auditLog')}>{null}</AdminPage>;
}
