import { useId } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Form, TextAreaField, translate, useForm } from '@platform/shared';
import { tokens } from '../../common/format';
import { useTexts } from '../../i18n';
import type { Decision, PayoutRequest } from './payout-requests.resource';

type Values = { note: string };
const NOTE_MAX = 2000;

/**
 * The confirm step of an approve / reject, with an optional note the performer sees: the shared modal dialog,
 * named by its heading, takes the focus (its note field), keeps Tab inside, closes on Escape (unless the decision
 * is being sent) and gives the focus back to the button that opened it.
 */
export function DecisionPanel({
  request,
  decision,
  who,
  onConfirm,
  onCancel,
}: {
  request: PayoutRequest;
  decision: Decision;
  who: string;
  onConfirm(note: string): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTexts();
  const approve = decision === 'approved';
  const titleId = useId();
  const form = useForm<Values>({
    initialValues: { note: '' },
    schema: {
      note: (v) => (String(v ?? '').trim().length > NOTE_MAX ? translate('studio:payouts.decision.tooLong', { max: NOTE_MAX }) : undefined),
    },
    onSubmit: ({ note }) => onConfirm(note.trim()),
  });

  return (
    // Escape cancels, unless the decision is being sent
    <Dialog labelledBy={titleId} onEscape={form.submitting ? undefined : onCancel}>
      <Title id={titleId} $tone={decision}>
        {approve ? t('payouts.decision.approveTitle') : t('payouts.decision.rejectTitle')}
      </Title>
      <Form onSubmit={form.handleSubmit} error={form.submitError}>
        <p>
          <Trans
            t={t}
            i18nKey={approve ? 'payouts.decision.approveQuestion' : 'payouts.decision.rejectQuestion'}
            values={{ name: who, amount: tokens(request.tokenMustPay) }}
          />{' '}
          {approve ? t('payouts.decision.approveNext') : t('payouts.decision.rejectNext')}
        </p>
        <TextAreaField label={t('payouts.decision.note')} rows={3} {...form.field('note')} />
        <DialogActions>
          <Button type="submit" variant={approve ? 'primary' : 'danger'} busy={form.submitting}>
            {approve ? t('payouts.decision.confirmApprove') : t('payouts.decision.confirmReject')}
          </Button>
          <Button onClick={onCancel} disabled={form.submitting}>
            {t('cancel')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/* approve in green, reject in red (both text colours of the theme) */
const Title = styled.h2<{ $tone: Decision }>`
  margin: 0 0 8px;
  color: ${({ $tone, theme }) => ($tone === 'approved' ? theme.colors.success : theme.colors.error)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
