import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Form, TextAreaField, useForm } from '@platform/shared';
import { tokens } from '../../common/format';
import type { Decision, PayoutRequest } from './payout-requests.resource';

type Values = { note: string };
const NOTE_MAX = 2000;

/** The confirm step of an approve / reject, with an optional note the performer sees. */
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
  const verb = decision === 'approved' ? 'Approve' : 'Reject';
  const ref = useRef<HTMLDivElement>(null);
  // The panel opens above the list: bring it into view (a phone may have scrolled far down).
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    ref.current?.querySelector('textarea')?.focus();
  }, []);
  const form = useForm<Values>({
    initialValues: { note: '' },
    schema: { note: (v) => (String(v ?? '').trim().length > NOTE_MAX ? `Must be at most ${NOTE_MAX} characters` : undefined) },
    onSubmit: ({ note }) => onConfirm(note.trim()),
  });
  return (
    <Panel ref={ref} role="dialog" aria-label={`${verb} payout request`} $tone={decision}>
      <Form onSubmit={form.handleSubmit} error={form.submitError}>
        <p>
          {verb} {who}&apos;s request for <strong>{tokens(request.tokenMustPay)}</strong>?
          {decision === 'approved' ? ' The platform then pays it out.' : ' The earnings it covered can be asked for again.'}
        </p>
        <TextAreaField label="Note for the performer (optional)" rows={3} {...form.field('note')} />
        <Actions>
          <Button type="submit" variant={decision === 'approved' ? 'primary' : 'danger'} busy={form.submitting}>
            Confirm {verb.toLowerCase()}
          </Button>
          <Button onClick={onCancel} disabled={form.submitting}>
            Cancel
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
