import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Form,
  getServerMessage,
  newIdempotencyKey,
  PlatformLink,
  RANGE_ORDER_MESSAGE,
  rules,
  SelectField,
  TextAreaField,
  TextField,
  useForm,
} from '@platform/shared';
import type { CreatePayoutRequest, PaymentAccountType, PayoutRequest } from '@platform/shared/contract';
import { tokens } from '../../common/money';
import { Actions } from '../../common/layout';
import { PAYMENT_KINDS, paymentKindLabel } from '../../common/payment-kinds';
import { getPayoutAvailable, type PayoutRole } from './payouts.resource';
import { useTexts } from '../../i18n';

/** Largest token amount the API accepts (services/api money.schemas: 1…100000). */
export const MAX_PAYOUT_TOKENS = 100_000;
const WHOLE_NUMBER_MESSAGE = 'Not a validate number!';

type Values = { paymentAccountType: string; fromDate: string; toDate: string; tokenMustPay: string; requestNote: string };

export const payoutSchema = {
  paymentAccountType: rules.required,
  toDate: (to: unknown, all: Values) => (to && all.fromDate && String(to) < all.fromDate ? RANGE_ORDER_MESSAGE : undefined),
  tokenMustPay: [
    rules.number,
    (v: unknown) => (v !== '' && v !== undefined && !Number.isInteger(Number(v)) ? WHOLE_NUMBER_MESSAGE : undefined),
    rules.range(1, MAX_PAYOUT_TOKENS),
  ],
};

const toBody = (v: Values): CreatePayoutRequest => ({
  paymentAccountType: v.paymentAccountType as PaymentAccountType,
  ...(v.fromDate ? { fromDate: v.fromDate } : {}),
  ...(v.toDate ? { toDate: v.toDate } : {}),
  ...(v.tokenMustPay.trim() ? { tokenMustPay: Number(v.tokenMustPay) } : {}),
  requestNote: v.requestNote.trim(),
});

/**
 * Create (with an Idempotency-Key per action) or edit a payout request. The available amount of the
 * chosen period comes from the server; a request above it is refused by the server, whose message shows.
 */
export function PayoutForm({
  role,
  initial,
  submitLabel,
  onSubmit,
}: {
  role: PayoutRole;
  initial?: PayoutRequest;
  submitLabel: string;
  onSubmit: (body: CreatePayoutRequest, idempotencyKey: string) => Promise<void>;
}) {
  const { t } = useTexts();
  // One key per action: reused while the same request is retried, renewed when the request changes.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const form = useForm<Values>({
    initialValues: {
      paymentAccountType: initial?.paymentAccountType ?? '',
      fromDate: initial?.fromDate?.slice(0, 10) ?? '',
      toDate: initial?.toDate?.slice(0, 10) ?? '',
      tokenMustPay: initial ? String(initial.tokenMustPay) : '',
      requestNote: initial?.requestNote ?? '',
    },
    schema: payoutSchema,
    onSubmit: async (v) => {
      const body = toBody(v);
      const json = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
      await onSubmit(body, attempt.current.key);
      attempt.current = null;
    },
  });
  const { fromDate, toDate } = form.values;
  const rangeOk = !(fromDate && toDate && toDate < fromDate);
  const available = useQuery({
    queryKey: ['wallet', 'payout-available', role, fromDate, toDate],
    queryFn: () => getPayoutAvailable(role, { fromDate, toDate }),
  });

  return (
    <Form aria-label={initial ? t('payoutForm.editLabel') : t('payoutForm.label')} onSubmit={form.handleSubmit} error={form.submitError}>
      <Available role="status" aria-label={t('payoutForm.available.label')}>
        {!rangeOk
          ? ''
          : available.isPending
            ? t('payoutForm.available.checking')
            : available.isError
              ? t('payoutForm.available.error', { message: getServerMessage(available.error) })
              : t('payoutForm.available.amount', { amount: tokens(available.data.remainingPrice) })}
      </Available>
      <SelectField
        label={t('payoutForm.method')}
        options={PAYMENT_KINDS.map((k) => ({ value: k.type, label: paymentKindLabel(k.type) }))}
        placeholder={t('payoutForm.chooseMethod')}
        hint={t('payoutForm.methodHint')}
        {...form.field('paymentAccountType')}
      />
      <TextField type="date" label={t('payoutForm.from')} {...form.field('fromDate')} />
      <TextField type="date" label={t('payoutForm.to')} {...form.field('toDate')} />
      <TextField label={t('payoutForm.amount')} inputMode="numeric" hint={t('payoutForm.amountHint')} {...form.field('tokenMustPay')} />
      <TextAreaField label={t('payoutForm.note')} maxLength={2000} {...form.field('requestNote')} />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {submitLabel}
        </Button>
      </Actions>
      <p>
        <Trans t={t} i18nKey="payoutForm.detailsMissing" components={{ page: <PlatformLink to="/account/payment-info" /> }} />
      </p>
    </Form>
  );
}

const Available = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
`;
