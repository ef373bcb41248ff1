import { AdminPage } from '../../common/admin-page.component';
import { useTexts } from '../../i18n';

/** /admin/accounts */
export function AccountsSection() {
  const { t } = useTexts();
  return <AdminPage title={t('sections.accounts')}>{null}</AdminPage>;
}
