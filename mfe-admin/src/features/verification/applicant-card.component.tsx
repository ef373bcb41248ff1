import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, formatDate } from '@platform/shared';
import type { VerificationApplicant } from '@platform/shared/contract';
import { ReasonDialog } from '../../common/reason-dialog.component';
import { Facts } from '../../common/facts.component';
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
    <Item as="article" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name} <Muted>@{applicant.username}</Muted>
      </h2>
      <Facts>
        <dt>{t('verification.role')}</dt>
        <dd>{t(`roles.${applicant.role}`)}</dd>
        <dt>{t('verification.email')}</dt>
        <dd>{applicant.email}</dd>
        {applicant.studioName && (
          <>
            <dt>{t('verification.studio')}</dt>
            <dd>{applicant.studioName}</dd>
          </>
        )}
        <dt>{t('verification.submitted')}</dt>
        <dd>{formatDate(applicant.submittedAt, 'DD/MM/YYYY HH:mm')}</dd>
        <dt>{t('verification.status')}</dt>
        <dd>{t(`verification.statuses.${applicant.status}`)}</dd>
        {applicant.reason && (
          <>
            <dt>{t('verification.reason')}</dt>
            <dd>{applicant.reason}</dd>
          </>
        )}
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
      <Actions>
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
      </Actions>
      {rejecting && (
        <ReasonDialog
          title={t('verification.rejectTitle', { name })}
          question={t('verification.rejectQuestion')}
          confirmLabel={t('verification.reject')}
          onConfirm={(reason) => onReject(reason).then(() => setRejecting(false))}
          onCancel={() => setRejecting(false)}
        />
      )}
    </Item>
  );
}

const Item = styled(Card)`
  margin-bottom: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    margin: 12px 0 4px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: normal;
`;

const Documents = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
