import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@platform/shared';
import type { VerificationApplicant } from '@platform/shared/contract';
import { ReasonDialog } from '../../common/reason-dialog.component';
import { Fact, Facts } from '../../common/facts.component';
import { CardActions, ItemCard } from '../../common/item-card.component';
import { useTexts } from '../../i18n';

/** One applicant: who, since when, the documents (signed links that open in a new tab), approve or reject. */
export function ApplicantCard({
  applicant,
  onApprove,
  onReject,
}: {
  applicant: VerificationApplicant;
  onApprove(): Promise<unknown>;
  onReject(reason: string): Promise<unknown>;
}) {
  const { t } = useTexts();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const name = applicant.name || applicant.username;
  const headingId = `applicant-${applicant._id}`;
  return (
    <ItemCard as="article" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name} <Muted>@{applicant.username}</Muted>
      </h2>
      <Facts>
        <Fact name={t('verification.role')}>{t(`roles.${applicant.role}`)}</Fact>
        <Fact name={t('verification.email')}>{applicant.email}</Fact>
        {applicant.studioName && <Fact name={t('verification.studio')}>{applicant.studioName}</Fact>}
        <Fact name={t('verification.submitted')}>{formatDate(applicant.submittedAt, 'DD/MM/YYYY HH:mm')}</Fact>
        <Fact name={t('verification.status')}>{t(`verification.statuses.${applicant.status}`)}</Fact>
        {applicant.reason && <Fact name={t('verification.reason')}>{applicant.reason}</Fact>}
      </Facts>
      <h3>{t('verification.documents')}</h3>
      <Documents>
        {applicant.documents.map((document) => (
          <li key={document.fileId}>
            <a href={document.url} target="_blank" rel="noopener noreferrer">
              {t(`verification.documentTypes.${document.type}`)}
            </a>{' '}
            <Muted>({document.originalName || document.mimeType})</Muted>
          </li>
        ))}
      </Documents>
      <CardActions>
        {applicant.status !== 'approved' && (
          <Button
            variant="primary"
            busy={approving}
            aria-label={t('verification.approveWho', { name })}
            onClick={() => {
              setApproving(true);
              void onApprove().finally(() => setApproving(false));
            }}
          >
            {t('verification.approve')}
          </Button>
        )}
        {applicant.status !== 'rejected' && (
          <Button variant="danger" aria-label={t('verification.rejectWho', { name })} onClick={() => setRejecting(true)}>
            {t('verification.reject')}
          </Button>
        )}
      </CardActions>
      {rejecting && (
        <ReasonDialog
          title={t('verification.rejectTitle', { name })}
          question={t('verification.rejectQuestion')}
          confirmLabel={t('verification.reject')}
          onConfirm={(reason) => onReject(reason).then(() => setRejecting(false))}
          onCancel={() => setRejecting(false)}
        />
      )}
    </ItemCard>
  );
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: normal;
`;

const Documents = styled.ul`
  margin: 0;
  padding-left: 20px;
`;
