import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, LoadingState, QueryError, TextField, toast, useForm } from '@platform/shared';
import type { PlatformCommissions } from '@platform/shared/contract';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { MoneyPage } from './money-page.component';
import { commissionsQuery, moneyKeys, saveCommissions } from './money.resource';

type Typed = Record<keyof PlatformCommissions, string>;

/** /admin/money/commissions: the platform's share of every sale, in percent; a change applies to the next sale. */
export function CommissionsPage() {
  const { t } = useTexts();
  const current = useQuery(commissionsQuery());
  return (
    <MoneyPage page="commissions">
      <p>{t('money.commissions.intro')}</p>
      {current.isError ? (
        <QueryError query={current} />
      ) : !current.data ? (
        <LoadingState text={t('loading')} />
      ) : (
        <Narrow>
          <CommissionsForm key={JSON.stringify(current.data)} value={current.data} />
        </Narrow>
      )}
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
      <TextField
        label={t('money.commissions.performer')}
        hint={t('money.commissions.performerHint')}
        type="number"
        min="0"
        max="100"
        step="0.5"
        {...form.field('performerCommission')}
      />
      <TextField
        label={t('money.commissions.studio')}
        hint={t('money.commissions.studioHint')}
        type="number"
        min="0"
        max="100"
        step="0.5"
        {...form.field('studioCommission')}
      />
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
