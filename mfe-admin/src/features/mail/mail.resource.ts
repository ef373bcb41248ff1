import { api, payload } from '@platform/shared';
import type { AdminMail, AdminMailSummary, MailStatus } from '@platform/shared/contract';
import { getQuery, pagedQuery, pageParams } from '../../common/api-query';
import type { StatusFilter } from '../../common/paging';

export type MailFilter = StatusFilter<MailStatus>;

export const mailKeys = {
  all: ['admin', 'mail'] as const,
  list: (filter: MailFilter) => [...mailKeys.all, 'list', filter] as const,
  summary: () => [...mailKeys.all, 'summary'] as const,
};

/** GET /admin/mail: outgoing mail, newest first, by status. */
export const mailQuery = (filter: MailFilter) => pagedQuery<AdminMail>(mailKeys.list(filter), '/admin/mail', pageParams({ ...filter }));

export const mailSummaryQuery = () => getQuery<AdminMailSummary>(mailKeys.summary(), '/admin/mail/summary');

/** POST /admin/mail/{id}/retry: a failed mail goes back to the queue. */
export async function retryMail(id: string): Promise<AdminMail> {
  return payload(await api.post<AdminMail>(`/admin/mail/${id}/retry`));
}
