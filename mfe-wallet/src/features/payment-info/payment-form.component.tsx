import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Form, formatDate, PHONE_MAX, TextAreaField, TextField, toast, useForm } from '@platform/shared';
import type { PaymentAccountType } from '@platform/shared/contract';
import { paymentKindLabel } from '../../common/payment-kinds';
import { fieldLabel, initialValues, PAYMENT_FIELDS, paymentSchema, toDetails, type PaymentValues } from './payment-fields';
import { savePaymentDetails, type PaymentRole } from './payment-info.resource';
import { useTexts } from '../../i18n';

/** One payout kind's details as a validated form with its own Save. */
export function PaymentForm({
  role,
  type,
  saved,
}: {
  role: PaymentRole;
  type: PaymentAccountType;
  saved: Record<string, string> | null | undefined;
}) {
  const { t } = useTexts();
  const label = paymentKindLabel(type);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const form = useForm<PaymentValues>({
    initialValues: initialValues(type, saved),
    schema: paymentSchema(type),
    onSubmit: async (values) => {
      const info = await savePaymentDetails(role, type, toDetails(values));
      setSavedAt(info.updatedAt || new Date().toISOString());
      toast.success(t('paymentInfo.saved', { kind: paymentKindLabel(type) }));
    },
  });
  return (
    <Section as="section" aria-labelledby={`payment-${type}`}>
      <h2 id={`payment-${type}`}>{label}</h2>
      <Form aria-label={label} onSubmit={form.handleSubmit} error={form.submitError}>
        {PAYMENT_FIELDS[type].map((f) =>
          f.multiline ? (
            <TextAreaField key={f.name} label={fieldLabel(f.name) ?? f.name} maxLength={2000} {...form.field(f.name)} />
          ) : (
            <TextField
              key={f.name}
              label={fieldLabel(f.name) ?? f.name}
              hint={f.required ? t('paymentInfo.required') : undefined}
              aria-required={f.required || undefined}
              type={f.email ? 'email' : 'text'}
              maxLength={f.email ? 200 : 300}
              {...form.field(f.name)}
            />
          ),
        )}
        <Footer>
          <Button type="submit" variant="primary" busy={form.submitting}>
            {t('paymentInfo.save')}
          </Button>
          {savedAt && <span role="status">{t('paymentInfo.savedAt', { date: formatDate(savedAt) })}</span>}
        </Footer>
      </Form>
    </Section>
  );
}

const Section = styled(Card)`
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  @media (max-width: ${PHONE_MAX}) {
    button {
      min-height: 44px;
      flex: 1 1 100%;
    }
  }
`;
