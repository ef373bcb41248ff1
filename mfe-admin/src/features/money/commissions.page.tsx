import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, TextField, toast, useForm } from '@platform/shared';
import type { PlatformCommissions } from '@platform/shared/contract';
import styled from 'styled-components';
import { QueryView } from '../../common/query-view.component';
import { useTexts } from '../../i18n';
import { MoneyPage } from './money-page.component';
import { commissionsQuery, moneyKeys, saveCommissions } from './money.resource';

type Typed = Record<keyof PlatformCommissions, string>;

/** Whose sales each percentage is taken from, in the form's order. */
const PAYERS = ['performer', 'studio'] as const;

/** /admin/money/commissions: the platform's share of every sale, in percent; a change applies to the next sale. */
export function CommissionsPage() {
  const { t } = useTexts();
  const current = useQuery(commissionsQuery());
  return (
    <MoneyPage page="commissions">
      <p>{t('money.commissions.intro')}</p>
      <QueryView query={current}>
        {(value) => (
          <Narrow>
            <CommissionsForm key={JSON.stringify(value)} value={value} />
          </Narrow>
        )}
      </QueryView>
    </MoneyPage>
  );
}

const percentRule = (message: string) => (value: unknown) => {
  const text = String(value ?? '').trim();
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && n >= 0 && n <= 100 ? undefined : message;
};

function CommissionsForm({ value }: { value: PlatformCommissions }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: saveCommissions,
    onSuccess: (saved) => {
      client.setQueryData(moneyKeys.commissions(), saved);
      toast.success(t('money.commissions.saved'));
    },
  });
  const rule = percentRule(t('money.commissions.range'));
  const form = useForm<Typed>({
    initialValues: { performerCommission: String(value.performerCommission), studioCommission: String(value.studioCommission) },
    schema: { performerCommission: rule, studioCommission: rule },
    onSubmit: (typed) =>
      save.mutateAsync({ performerCommission: Number(typed.performerCommission), studioCommission: Number(typed.studioCommission) }),
  });
  return (
    <Form onSubmit={form.handleSubmit} error={form.submitError} aria-label={t('money.commissions.title')}>
      {PAYERS.map((payer) => (
        <TextField
          key={payer}
          label={t(`money.commissions.${payer}`)}
          hint={t(`money.commissions.${payer}Hint`)}
          type="number"
          min="0"
          max="100"
          step="0.5"
          {...form.field(`${payer}Commission`)}
        />
      ))}
      <Button type="submit" variant="primary" busy={form.submitting}>
        {t('money.commissions.save')}
      </Button>
    </Form>
  );
}

// two short numbers: a full-width form would stretch them and the Save button across the page
const Narrow = styled.div`
  max-width: 480px;
`;
