import { PageTitle, Page } from '@platform/shared';
import { useTexts } from '../../i18n';
import { PerformerList } from './performer-list.component';

export const PERFORMERS_PAGE_SIZE = 24;

export function PerformersPage() {
  const { t } = useTexts();
  return (
    <Page>
      <PageTitle>{t('performers.all')}</PageTitle>
      <PerformerList pageSize={PERFORMERS_PAGE_SIZE} />
    </Page>
  );
}
