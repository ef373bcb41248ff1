import { Button, Form, PRICE_OPTIONS, SelectField, rules, translate, useForm, type Account, type Schema } from '@platform/shared';
import { useTexts } from './texts';
import { Actions, Row, SavedNotice, toastErrors, usePerformerSave } from '@platform/shared/settings-kit';
import { asPerformer, updateDefaultPrices } from './performer.resource';

export const PRICE_MIN = PRICE_OPTIONS[0];
export const PRICE_MAX = PRICE_OPTIONS[PRICE_OPTIONS.length - 1];

type Values = { privateCallPrice: string; groupCallPrice: string; allowSpy: boolean; spyCallPrice: string };

const price = [rules.required, rules.number, rules.range(PRICE_MIN, PRICE_MAX)];
/** A spy pays between the group and the private price: a spy price the other two leave outside is brought inside. */
const spyWithin = (v: Values) =>
  Math.min(Math.max(Number(v.spyCallPrice) || Number(v.groupCallPrice), Number(v.groupCallPrice)), Number(v.privateCallPrice));
const schema: Schema<Values> = { privateCallPrice: price, groupCallPrice: price };

/** A stored price that is not one of the choices (an older 22) is left unchosen, so she picks a valid one. */
const choice = (n: unknown): string => (typeof n === 'number' && PRICE_OPTIONS.includes(n) ? String(n) : '');

/**
 * Her private, group and spy show prices and whether members may spy on her private shows: POST
 * /performers/default-price/update with numbers from 15 to 50, in steps of 5 (the spy price between the other two).
 */
export function PricesForm({ account }: { account: Account }) {
  const { t } = useTexts();
  const { saved, save } = usePerformerSave(() => translate('performerSettings:prices.saved'));
  const p = asPerformer(account);
  const options = PRICE_OPTIONS.map((n) => ({ value: String(n), label: t('prices.option', { count: n }) }));
  const form = useForm<Values>({
    initialValues: {
      privateCallPrice: choice(p.privateCallPrice),
      groupCallPrice: choice(p.groupCallPrice),
      allowSpy: !!p.allowSpy,
      spyCallPrice: choice(p.spyCallPrice),
    },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors((v) =>
      save(() =>
        updateDefaultPrices({
          privateCallPrice: Number(v.privateCallPrice),
          groupCallPrice: Number(v.groupCallPrice),
          allowSpy: v.allowSpy,
          // a group price above the private one leaves no spy price: the server keeps what a spy pays within them
          ...(v.allowSpy && Number(v.groupCallPrice) <= Number(v.privateCallPrice) ? { spyCallPrice: spyWithin(v) } : {}),
        }),
      ),
    ),
  });

  return (
    <Form aria-label={t('prices.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
      <SavedNotice text={saved ? t('prices.saved') : null} />
      <Row>
        <SelectField label={t('prices.private')} placeholder={t('prices.choose')} options={options} {...form.field('privateCallPrice')} />
        <SelectField label={t('prices.group')} placeholder={t('prices.choose')} options={options} {...form.field('groupCallPrice')} />
      </Row>
      <label>
        <input type="checkbox" checked={form.values.allowSpy} onChange={(e) => form.setValue('allowSpy', e.target.checked)} /> {t('prices.allowSpy')}
      </label>
      {form.values.allowSpy && (
        <SelectField
          label={t('prices.spy')}
          placeholder={t('prices.choose')}
          // only the prices between her group and private prices
          options={options.filter(
            (o) => Number(o.value) >= Number(form.values.groupCallPrice) && Number(o.value) <= Number(form.values.privateCallPrice),
          )}
          hint={t('prices.spyHint')}
          {...form.field('spyCallPrice')}
        />
      )}
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t('prices.save')}
        </Button>
      </Actions>
    </Form>
  );
}
