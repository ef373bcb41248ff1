import { AdminPage } from '../../common/admin-page.component';
import { useTexts } from '../../i18n';

/** /admin/verification */
export function VerificationSection() {
  const { t } = useTexts();
  return <AdminPage title={t('sections.verification')}>{null}</AdminPage>;
}
