import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { AuditEntry, Paged } from '@platform/shared/contract';
import { offsetOf, PAGE_SIZE } from '../../common/paging';

export interface AuditFilter {
  actor: string;
  action: string;
  page: number;
}

export const auditKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
  actions: () => [...auditKeys.all, 'actions'] as const,
};

/** GET /admin/audit-log: newest first, by the admin's username and the action (or its area: `account`). */
export async function listAudit(filter: AuditFilter): Promise<Paged<AuditEntry>> {
  const params = {
    ...(filter.actor ? { actor: filter.actor } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    limit: PAGE_SIZE,
    offset: offsetOf(filter.page),
  };
  return payload(await api.get<Paged<AuditEntry>>('/admin/audit-log', { params }));
}

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({ queryKey: auditKeys.list(filter), queryFn: () => listAudit(filter), staleTime: 0, placeholderData: keepPreviousData });

export const auditActionsQuery = () =>
  queryOptions({
    queryKey: auditKeys.actions(),
    queryFn: async () => payload(await api.get<string[]>('/admin/audit-log/actions')),
    staleTime: 0,
  });
