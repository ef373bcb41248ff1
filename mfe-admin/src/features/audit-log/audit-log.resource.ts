import type { AuditEntry } from '@platform/shared/contract';
import { getQuery, pagedQuery, pageParams } from '../../common/api-query';

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
export const auditQuery = (filter: AuditFilter) => pagedQuery<AuditEntry>(auditKeys.list(filter), '/admin/audit-log', pageParams({ ...filter }));

export const auditActionsQuery = () => getQuery<string[]>(auditKeys.actions(), '/admin/audit-log/actions');
