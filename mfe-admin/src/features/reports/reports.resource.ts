import { api, payload } from '@platform/shared';
import type { AdminReport, ReportAction, ReportStatus } from '@platform/shared/contract';
import { pagedQuery, pageParams } from '../../common/api-query';

export interface ReportsFilter {
  status: ReportStatus;
  page: number;
}

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (filter: ReportsFilter) => [...reportKeys.all, 'list', filter] as const,
};

/** GET /admin/reports: open ones oldest first, decided ones newest decision first; each with its item in context. */
export const reportsQuery = (filter: ReportsFilter) => pagedQuery<AdminReport>(reportKeys.list(filter), '/admin/reports', pageParams({ ...filter }));

export async function actOnReport(id: string, action: ReportAction, reason: string): Promise<AdminReport> {
  return payload(await api.post<AdminReport>(`/admin/reports/${id}/action`, { action, reason }));
}

export async function undoReport(id: string, reason: string): Promise<AdminReport> {
  return payload(await api.post<AdminReport>(`/admin/reports/${id}/undo`, { reason }));
}
