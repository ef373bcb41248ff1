import type { AuditEntry } from '@platform/shared/contract';
import type { AuthInfo } from '../../core/context';
import type { Queryable } from '../../db/db';
import { insertAuditEntry } from './audit-log.repository';

export interface AdminAction {
  /** `<area>.<verb>`: `verification.approve`, `account.suspend`, `payout.settle`, … */
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * The one way to write the audit log: every admin route calls it with the admin who acted, in the same
 * transaction as the change when there is one (a change that rolls back leaves no entry).
 */
export function recordAdminAction(db: Queryable, admin: Pick<AuthInfo, 'sourceId'>, entry: AdminAction): Promise<AuditEntry> {
  return insertAuditEntry(db, {
    actorId: admin.sourceId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
  });
}
