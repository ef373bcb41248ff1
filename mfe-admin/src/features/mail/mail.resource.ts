import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { AdminMail, AdminMailSummary, MailStatus, Paged } from '@platform/shared/contract';
import { offsetOf, PAGE_SIZE } from '../../common/paging';

export interface MailFilter {
  status: MailStatus | '';
  page: number;
}

export const mailKeys = {
  all: ['admin', 'mail'] as const,
  list: (filter: MailFilter) => [...mailKeys.all, 'list', filter] as const,
  summary: () => [...mailKeys.all, 'summary'] as const,
};

/** GET /admin/mail: outgoing mail, newest first, by status. */
export async function listMail(filter: MailFilter): Promise<Paged<AdminMail>> {
  const params = { ...(filter.status ? { status: filter.status } : {}), limit: PAGE_SIZE, offset: offsetOf(filter.page) };
  return payload(await api.get<Paged<AdminMail>>('/admin/mail', { params }));
}

export const mailQuery = (filter: MailFilter) =>
  queryOptions({ queryKey: mailKeys.list(filter), queryFn: () => listMail(filter), staleTime: 0, placeholderData: keepPreviousData });

export const mailSummaryQuery = () =>
  queryOptions({ queryKey: mailKeys.summary(), queryFn: async () => payload(await api.get<AdminMailSummary>('/admin/mail/summary')), staleTime: 0 });

/** POST /admin/mail/{id}/retry: a failed mail goes back to the queue. */
export async function retryMail(id: string): Promise<AdminMail> {
  return payload(await api.post<AdminMail>(`/admin/mail/${id}/retry`));
}
