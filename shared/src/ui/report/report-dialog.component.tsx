import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { getServerMessage } from '../../api/errors';
import { toast } from '../../bus';
import type { ReportReason, ReportTarget } from '../../contract';
import { REPORT_REASONS } from '../../contract/report-values';
import { Button } from '../button.component';
import { Dialog } from '../dialog.component';
import { SelectField } from '../select-field.component';
import { TextAreaField } from '../textarea-field.component';
import { sendReport } from './report.resource';
import { useReportTexts } from './report-texts';

/** The report form: a reason from the contract's list and optional details; Escape or Cancel closes it unchanged. */
export function ReportDialog({ targetType, targetId, onClose }: { targetType: ReportTarget; targetId: string; onClose: () => void }) {
  const { t } = useReportTexts();
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const report = useMutation({
    mutationFn: () => sendReport({ targetType, targetId, reason: reason as ReportReason, ...(details.trim() ? { details: details.trim() } : {}) }),
    onSuccess: (receipt) => {
      toast.success(t(receipt.duplicate ? 'alreadySent' : 'sent'));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setReasonMissing(true);
    report.mutate();
  };
  return (
    <Dialog labelledBy={titleId} onEscape={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{t('title')}</h2>
        <p>{t('intro')}</p>
        <SelectField
          label={t('reason')}
          placeholder={t('choose')}
          value={reason}
          required
          error={reasonMissing ? t('choose') : undefined}
          onChange={(event) => {
            setReason(event.target.value as ReportReason);
            setReasonMissing(false);
          }}
          options={REPORT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
        />
        <TextAreaField label={t('details')} value={details} maxLength={1000} onChange={(event) => setDetails(event.target.value)} />
        {report.isError && <ErrorLine role="alert">{getServerMessage(report.error)}</ErrorLine>}
        <Actions>
          <Button type="button" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={report.isPending}>
            {t('send')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 12px;
`;

const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;
