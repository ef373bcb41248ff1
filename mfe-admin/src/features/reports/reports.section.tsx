import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FieldRow, REPORT_STATUSES, SelectField, toast } from '@platform/shared';
import type { AdminReport, ReportStatus } from '@platform/shared/contract';
import { AdminPage } from '../../common/admin-page.component';
import { PagedList } from '../../common/paged-list.component';
import { usePagedFilter } from '../../common/use-paged-filter';
import { useTexts } from '../../i18n';
import { ReportCard } from './report-card.component';
import { actOnReport, reportKeys, reportsQuery, undoReport, type ReportsFilter } from './reports.resource';

/** /admin/reports: the report queue; dismiss, hide the item, end the show or suspend the account, and undo. */
export function ReportsSection() {
  const { t } = useTexts();
  const { filter, setFilter, paging } = usePagedFilter<ReportsFilter>({ status: 'open', page: 1 });
  const reports = useQuery(reportsQuery(filter));
  const client = useQueryClient();
  // a refusal stays in the reason dialog (its form shows the server's message); success is announced and the list reloads
  const done = (report: AdminReport, text: string) => {
    toast.success(text);
    return client.invalidateQueries({ queryKey: reportKeys.all }).then(() => report);
  };
  return (
    <AdminPage title={t('sections.reports')}>
      <FieldRow>
        <SelectField
          label={t('reports.status')}
          value={filter.status}
          options={REPORT_STATUSES.map((status) => ({ value: status, label: t(`reports.statuses.${status}`) }))}
          onChange={(e) => setFilter({ status: e.target.value as ReportStatus, page: 1 })}
        />
      </FieldRow>
      <PagedList query={reports} label={t('reports.queue')} empty={t(`reports.empty.${filter.status}`)} {...paging}>
        {(items) =>
          items.map((report) => (
            <ReportCard
              key={report._id}
              report={report}
              onAct={async (action, reason) => done(await actOnReport(report._id, action, reason), t(`reports.done.${action}`))}
              onUndo={async (reason) => done(await undoReport(report._id, reason), t('reports.undone'))}
            />
          ))
        }
      </PagedList>
    </AdminPage>
  );
}
