import { api } from '../../api/client';
import type { ReportReceipt, ReportRequest } from '../../contract';

/** POST /reports: the same open report again answers `duplicate`. */
export async function sendReport(request: ReportRequest): Promise<ReportReceipt> {
  return (await api.post<ReportReceipt>('/reports', request)).data;
}
