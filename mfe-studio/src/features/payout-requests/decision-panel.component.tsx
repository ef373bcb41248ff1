import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { Button, Form, PHONE_MAX, TextAreaField, translate, useFocusTrap, useForm } from '@platform/shared';
import { tokens } from '../../common/format';
import { useTexts } from '../../i18n';
import type { Decision, PayoutRequest } from './payout-requests.resource';

type Values = { note: string };
const NOTE_MAX = 2000;

/**
 * The confirm step of an approve / reject, with an optional note the performer sees: a dialog named by its
 * heading that takes the focus (its note field), keeps Tab inside, closes on Escape (unless the decision is
 * being sent) and gives the focus back to the button that opened it.
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
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The panel opens above the list: bring it into view (a phone may have scrolled far down).
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const form = useForm<Values>({
    initialValues: { note: '' },
    schema: {
      note: (v) => (String(v ?? '').trim().length > NOTE_MAX ? translate('studio:payouts.decision.tooLong', { max: NOTE_MAX }) : undefined),
    },
    onSubmit: ({ note }) => onConfirm(note.trim()),
  });
  // Escape cancels; a stable callback, so the trap is not set up again (and the focus not moved) on every render.
  const latest = useRef({ onCancel, submitting: form.submitting });
  useLayoutEffect(() => {
    latest.current = { onCancel, submitting: form.submitting };
  });
  const escape = useCallback(() => {
    if (!latest.current.submitting) latest.current.onCancel();
  }, []);
  useFocusTrap(ref, { onEscape: escape });

  return (
    <Panel ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} $tone={decision}>
      <Title id={titleId}>{approve ? t('payouts.decision.approveTitle') : t('payouts.decision.rejectTitle')}</Title>
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
        <Actions>
          <Button type="submit" variant={approve ? 'primary' : 'danger'} busy={form.submitting}>
            {approve ? t('payouts.decision.confirmApprove') : t('payouts.decision.confirmReject')}
          </Button>
          <Button onClick={onCancel} disabled={form.submitting}>
            {t('cancel')}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}

const Panel = styled.div<{ $tone: Decision }>`
  margin: 12px 0;
  padding: 12px 16px;
  border: 2px solid ${({ $tone, theme }) => ($tone === 'approved' ? theme.colors.success : theme.colors.error)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  p {
    margin-top: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  @media (max-width: ${PHONE_MAX}) {
    /* full-width 44 px targets on a phone */
    button {
      flex: 1 1 100%;
      min-height: 44px;
    }
  }
`;
