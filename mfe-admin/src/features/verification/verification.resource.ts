import { api, payload } from '@platform/shared';
import type { VerificationApplicant, VerificationStatus, VerifiedRole } from '@platform/shared/contract';
import { pagedQuery, pageParams } from '../../common/api-query';

export interface QueueFilter {
  status: VerificationStatus;
  role: VerifiedRole | '';
  page: number;
}

export const verificationKeys = {
  all: ['admin', 'verification'] as const,
  queue: (filter: QueueFilter) => [...verificationKeys.all, filter.status, filter.role, filter.page] as const,
};

/**
 * GET /admin/verification: applicants by status (the waiting ones oldest first), documents as signed links. The links
 * expire: the queue is asked again each time it is shown.
 */
export const queueQuery = (filter: QueueFilter) =>
  pagedQuery<VerificationApplicant>(verificationKeys.queue(filter), '/admin/verification', pageParams({ ...filter }));

export async function approve(applicant: Pick<VerificationApplicant, 'role' | '_id'>): Promise<VerificationApplicant> {
  return payload(await api.post<VerificationApplicant>(`/admin/verification/${applicant.role}/${applicant._id}/approve`));
}

export async function reject(applicant: Pick<VerificationApplicant, 'role' | '_id'>, reason: string): Promise<VerificationApplicant> {
  return payload(await api.post<VerificationApplicant>(`/admin/verification/${applicant.role}/${applicant._id}/reject`, { reason }));
}
