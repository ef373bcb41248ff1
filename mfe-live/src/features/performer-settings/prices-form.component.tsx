import { Button, Form, PRICE_OPTIONS, SelectField, rules, translate, useForm, type Account, type Schema } from '@platform/shared';
import { useTexts } from './texts';
import { Actions, Row, SavedNotice, toastErrors, usePerformerSave } from '@platform/shared/settings-kit';
import { asPerformer, updateDefaultPrices } from './performer.resource';

export const PRICE_MIN = PRICE_OPTIONS[0];
export const PRICE_MAX = PRICE_OPTIONS[PRICE_OPTIONS.length - 1];

type Values = { privateCallPrice: string; groupCallPrice: string };

const price = [rules.required, rules.number, rules.range(PRICE_MIN, PRICE_MAX)];
const schema: Schema<Values> = { privateCallPrice: price, groupCallPrice: price };

/** A stored price that is not one of the choices (an older 22) is left unchosen, so she picks a valid one. */
const choice = (n: unknown): string => (typeof n === 'number' && PRICE_OPTIONS.includes(n) ? String(n) : '');

/** Her private and group show prices: POST /performers/default-price/update with numbers from 15 to 50, in steps of 5. */
export function PricesForm({ account }: { account: Account }) {
  const { t } = useTexts();
  const { saved, save } = usePerformerSave(() => translate('performerSettings:prices.saved'));
  const p = asPerformer(account);
  const options = PRICE_OPTIONS.map((n) => ({ value: String(n), label: t('prices.option', { count: n }) }));
  const form = useForm<Values>({
    initialValues: { privateCallPrice: choice(p.privateCallPrice), groupCallPrice: choice(p.groupCallPrice) },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors((v) =>
      save(() => updateDefaultPrices({ privateCallPrice: Number(v.privateCallPrice), groupCallPrice: Number(v.groupCallPrice) })),
    ),
  });

  return (
    <Form aria-label={t('prices.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
      <SavedNotice text={saved ? t('prices.saved') : null} />
      <Row>
        <SelectField label={t('prices.private')} placeholder={t('prices.choose')} options={options} {...form.field('privateCallPrice')} />
        <SelectField label={t('prices.group')} placeholder={t('prices.choose')} options={options} {...form.field('groupCallPrice')} />
      </Row>
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t('prices.save')}
        </Button>
      </Actions>
    </Form>
  );
}
