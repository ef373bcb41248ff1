import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { Paged, VerificationApplicant, VerificationStatus, VerifiedRole } from '@platform/shared/contract';
import { offsetOf, PAGE_SIZE } from '../../common/paging';

export interface QueueFilter {
  status: VerificationStatus;
  role: VerifiedRole | '';
  page: number;
}

export const verificationKeys = {
  all: ['admin', 'verification'] as const,
  queue: (filter: QueueFilter) => [...verificationKeys.all, filter.status, filter.role, filter.page] as const,
};

/** GET /admin/verification: applicants by status (the waiting ones oldest first), documents as signed links. */
export async function getQueue(filter: QueueFilter): Promise<Paged<VerificationApplicant>> {
  const params = { status: filter.status, ...(filter.role ? { role: filter.role } : {}), limit: PAGE_SIZE, offset: offsetOf(filter.page) };
  return payload(await api.get<Paged<VerificationApplicant>>('/admin/verification', { params }));
}

/** The document links expire: the queue is asked again each time it is shown. */
export const queueQuery = (filter: QueueFilter) =>
  queryOptions({ queryKey: verificationKeys.queue(filter), queryFn: () => getQueue(filter), staleTime: 0, placeholderData: keepPreviousData });

export async function approve(applicant: Pick<VerificationApplicant, 'role' | '_id'>): Promise<VerificationApplicant> {
  return payload(await api.post<VerificationApplicant>(`/admin/verification/${applicant.role}/${applicant._id}/approve`));
}

export async function reject(applicant: Pick<VerificationApplicant, 'role' | '_id'>, reason: string): Promise<VerificationApplicant> {
  return payload(await api.post<VerificationApplicant>(`/admin/verification/${applicant.role}/${applicant._id}/reject`, { reason }));
}
