import { useId } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Form, TextAreaField, useForm } from '@platform/shared';
import { useTexts } from '../i18n';

const REASON_MAX = 1000;

/**
 * The confirm step of an action that needs a reason (reject documents, suspend or reactivate an account): the shared
 * modal dialog takes the focus into the reason, keeps Tab inside, Escape cancels (unless it is being sent). `field`
 * names the text when it is not a reason (a payment's reference, say).
 */
export function ReasonDialog({
  title,
  question,
  confirmLabel,
  tone = 'danger',
  field,
  onConfirm,
  onCancel,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  field?: { label: string; required: string };
  onConfirm(reason: string): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTexts();
  const titleId = useId();
  const form = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    schema: {
      reason: (value) => {
        const text = String(value ?? '').trim();
        if (!text) return field?.required ?? t('reason.required');
        return text.length > REASON_MAX ? t('reason.tooLong', { max: REASON_MAX }) : undefined;
      },
    },
    showErrorsOn: 'submit',
    onSubmit: ({ reason }) => onConfirm(reason.trim()),
  });
  return (
    <Dialog labelledBy={titleId} onEscape={form.submitting ? undefined : onCancel}>
      <Title id={titleId}>{title}</Title>
      <Form onSubmit={form.handleSubmit} error={form.submitError}>
        <p>{question}</p>
        <TextAreaField label={field?.label ?? t('reason.label')} rows={3} required {...form.field('reason')} />
        <Actions>
          <Button type="submit" variant={tone} busy={form.submitting}>
            {confirmLabel}
          </Button>
          <Button onClick={onCancel} disabled={form.submitting}>
            {t('cancel')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
