import { Button, Form, PRICE_OPTIONS, SelectField, rules, toast, useForm, type Account, type Schema } from '@platform/shared';
import { useState } from 'react';
import { Row } from '../common/auth-card.component';
import { toastErrors } from '../common/toast-errors';
import { asPerformer, updateDefaultPrices } from './performer.resource';
import { Actions, SavedNotice, publishAccount } from './settings-ui';

export const PRICES_SAVED = 'Your show prices have been updated.';
export const PRICE_MIN = PRICE_OPTIONS[0];
export const PRICE_MAX = PRICE_OPTIONS[PRICE_OPTIONS.length - 1];

type Values = { privateCallPrice: string; groupCallPrice: string };

const price = [rules.required, rules.number, rules.range(PRICE_MIN, PRICE_MAX)];
const schema: Schema<Values> = { privateCallPrice: price, groupCallPrice: price };
const options = PRICE_OPTIONS.map((p) => ({ value: String(p), label: `${p} tokens per minute` }));

/** A stored price that is not one of the choices (an older 22) is left unchosen, so she picks a valid one. */
const choice = (n: unknown): string => (typeof n === 'number' && PRICE_OPTIONS.includes(n) ? String(n) : '');

/** Her private and group show prices: POST /performers/default-price/update with numbers from 15 to 50, in steps of 5. */
export function PricesForm({ account }: { account: Account }) {
  const [saved, setSaved] = useState<string | null>(null);
  const p = asPerformer(account);
  const form = useForm<Values>({
    initialValues: { privateCallPrice: choice(p.privateCallPrice), groupCallPrice: choice(p.groupCallPrice) },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      setSaved(null);
      const updated = await updateDefaultPrices({ privateCallPrice: Number(v.privateCallPrice), groupCallPrice: Number(v.groupCallPrice) });
      publishAccount('performer', updated as Account);
      setSaved(PRICES_SAVED);
      toast.success(PRICES_SAVED);
    }),
  });

  return (
    <Form aria-label="Default prices" error={form.submitError} onSubmit={(e) => void form.handleSubmit(e)}>
      <SavedNotice text={saved} />
      <Row>
        <SelectField label="Private show price" placeholder="Choose a price" options={options} {...form.field('privateCallPrice')} />
        <SelectField label="Group show price" placeholder="Choose a price" options={options} {...form.field('groupCallPrice')} />
      </Row>
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          Save prices
        </Button>
      </Actions>
    </Form>
  );
}
