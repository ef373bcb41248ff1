import { PageTitle, Page } from '@platform/shared';
import { PerformerList } from './performer-list.component';

export const PERFORMERS_PAGE_SIZE = 24;

export function PerformersPage() {
  return (
    <Page>
      <PageTitle>All performers</PageTitle>
      <PerformerList pageSize={PERFORMERS_PAGE_SIZE} />
    </Page>
  );
}
