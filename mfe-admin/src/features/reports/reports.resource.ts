import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { AdminReport, Paged, ReportAction, ReportStatus } from '@platform/shared/contract';
import { offsetOf, PAGE_SIZE } from '../../common/paging';

export interface ReportsFilter {
  status: ReportStatus;
  page: number;
}

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (filter: ReportsFilter) => [...reportKeys.all, 'list', filter] as const,
};

/** GET /admin/reports: open ones oldest first, decided ones newest decision first; each with its item in context. */
export async function listReports(filter: ReportsFilter): Promise<Paged<AdminReport>> {
  const params = { status: filter.status, limit: PAGE_SIZE, offset: offsetOf(filter.page) };
  return payload(await api.get<Paged<AdminReport>>('/admin/reports', { params }));
}

export const reportsQuery = (filter: ReportsFilter) =>
  queryOptions({ queryKey: reportKeys.list(filter), queryFn: () => listReports(filter), staleTime: 0, placeholderData: keepPreviousData });

export async function actOnReport(id: string, action: ReportAction, reason: string): Promise<AdminReport> {
  return payload(await api.post<AdminReport>(`/admin/reports/${id}/action`, { action, reason }));
}

export async function undoReport(id: string, reason: string): Promise<AdminReport> {
  return payload(await api.post<AdminReport>(`/admin/reports/${id}/undo`, { reason }));
}
