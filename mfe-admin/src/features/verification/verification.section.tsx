import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FieldRow, getServerMessage, SelectField, toast } from '@platform/shared';
import type { VerificationApplicant, VerificationStatus, VerifiedRole } from '@platform/shared/contract';
import { AdminPage } from '../../common/admin-page.component';
import { PagedList } from '../../common/paged-list.component';
import { usePagedFilter } from '../../common/use-paged-filter';
import { useTexts } from '../../i18n';
import { ApplicantCard } from './applicant-card.component';
import { approve, queueQuery, reject, verificationKeys, type QueueFilter } from './verification.resource';

const STATUSES: VerificationStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/verification: performers and studios that sent documents; approve, or reject with a reason. */
export function VerificationSection() {
  const { t } = useTexts();
  const { filter, setFilter, paging } = usePagedFilter<QueueFilter>({ status: 'pending', role: '', page: 1 });
  const queue = useQuery(queueQuery(filter));
  const client = useQueryClient();
  const decided = (applicant: VerificationApplicant) => {
    toast.success(t(`verification.done.${applicant.status}`, { name: applicant.name || applicant.username }));
    return client.invalidateQueries({ queryKey: verificationKeys.all });
  };
  const approval = useMutation({ mutationFn: approve, onSuccess: decided, onError: (error) => toast.error(getServerMessage(error)) });
  const rejection = useMutation({
    mutationFn: ({ applicant, reason }: { applicant: VerificationApplicant; reason: string }) => reject(applicant, reason),
    onSuccess: decided,
  });

  return (
    <AdminPage title={t('sections.verification')}>
      <FieldRow>
        <SelectField
          label={t('verification.status')}
          value={filter.status}
          options={STATUSES.map((status) => ({ value: status, label: t(`verification.statuses.${status}`) }))}
          onChange={(e) => setFilter({ ...filter, status: e.target.value as VerificationStatus, page: 1 })}
        />
        <SelectField
          label={t('verification.role')}
          value={filter.role}
          options={[
            { value: '', label: t('verification.everyRole') },
            { value: 'performer', label: t('roles.performer') },
            { value: 'studio', label: t('roles.studio') },
          ]}
          onChange={(e) => setFilter({ ...filter, role: e.target.value as VerifiedRole | '', page: 1 })}
        />
      </FieldRow>
      <PagedList query={queue} label={t('verification.queue')} empty={t(`verification.empty.${filter.status}`)} {...paging}>
        {(applicants) =>
          applicants.map((applicant) => (
            <ApplicantCard
              key={`${applicant.role}-${applicant._id}`}
              applicant={applicant}
              onApprove={() => approval.mutateAsync(applicant).catch(() => undefined)}
              onReject={(reason) => rejection.mutateAsync({ applicant, reason })}
            />
          ))
        }
      </PagedList>
    </AdminPage>
  );
}
