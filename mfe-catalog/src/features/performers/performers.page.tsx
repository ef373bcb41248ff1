import { TitledPage } from '../../common/titled-page.component';
import { useTexts } from '../../i18n';
import { PerformerList } from './performer-list.component';

export const PERFORMERS_PAGE_SIZE = 24;

export function PerformersPage() {
  const { t } = useTexts();
  return (
    <TitledPage title={t('performers.all')}>
      <PerformerList pageSize={PERFORMERS_PAGE_SIZE} />
    </TitledPage>
  );
}
