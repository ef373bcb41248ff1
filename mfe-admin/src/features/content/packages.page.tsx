import { formatUsd, TextField } from '@platform/shared';
import type { AdminTokenPackageInput, TokenPackage } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField } from './content-page.component';
import { ContentList, OrderInput } from './content-list.component';
import { packageInput } from './content.resource';

/** A package's price in dollars and cents and its whole number of tokens: the smallest step is the least each can be. */
const AMOUNTS = [
  { key: 'price', step: '0.01', parse: (typed: string) => Number(typed) },
  { key: 'tokens', step: '1', parse: (typed: string) => Math.trunc(Number(typed)) },
] as const;

/** /admin/content/packages: the token packages the shop sells; add, edit, turn on or off, move, delete one nobody bought. */
export function PackagesPage() {
  const { t } = useTexts();
  return (
    <ContentList<TokenPackage, AdminTokenPackageInput>
      kind="packages"
      name={(pkg) => pkg.name}
      group={() => 'all'}
      toInput={packageInput}
      toggle={{ isOn: (pkg) => pkg.isActive, input: (on) => ({ isActive: on }) }}
      details={(pkg) => (
        <div className="texts">
          <strong>{pkg.name}</strong>
          <div>
            {t('content.packages.offer', { tokens: pkg.tokens, price: formatUsd(pkg.price) })} ·{' '}
            {t(`content.statuses.${pkg.isActive ? 'active' : 'inactive'}`)}
          </div>
          {pkg.description && <div>{pkg.description}</div>}
        </div>
      )}
      required="name"
      fields={(values, set) => (
        <>
          <TextField label={t('content.packages.fields.name')} value={values.name} required onChange={(e) => set('name', e.target.value)} />
          <TextField
            label={t('content.packages.fields.description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
          {AMOUNTS.map(({ key, step, parse }) => (
            <TextField
              key={key}
              label={t(`content.packages.fields.${key}`)}
              type="number"
              min={step}
              step={step}
              required
              value={String(values[key])}
              onChange={(e) => set(key, parse(e.target.value))}
            />
          ))}
          <OrderInput label={t('content.ordering')} value={values.ordering} onChange={(value) => set('ordering', value)} />
          <CheckField label={t('content.packages.fields.active')} checked={values.isActive} onChange={(on) => set('isActive', on)} />
        </>
      )}
    />
  );
}
