import {
  Button,
  Form,
  SelectField,
  TextAreaField,
  TextField,
  ageFromBirthDate,
  currentLanguage,
  getPerformerCategories,
  rules,
  translate,
  useForm,
  type Account,
  type Rule,
  type Schema,
} from '@platform/shared';
import type { Gender, UpdatePerformerRequest } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { useTexts } from '../../i18n';
import { Actions, CheckboxList, Row, SavedNotice, toastErrors, usePerformerSave } from '@platform/shared/settings-kit';
import { countryOptions as toCountryOptions, languageOptions as toLanguageOptions } from '../common/localized-names';
import { useGenderOptions } from '../register/register.schema';
import { HEIGHT_OPTIONS, WEIGHT_OPTIONS, heightOptionFor, weightOptionFor } from './body-measures';
import { asPerformer, countriesQuery, languagesQuery, updatePerformer } from './performer.resource';

export const ABOUT_MAX = 2000;

type Values = {
  gender: string;
  dateOfBirth: string;
  height: string;
  weight: string;
  country: string;
  city: string;
  languages: string[];
  categoryIds: string[];
  tags: string;
  aboutMe: string;
};

const isoDate = (v: unknown): string => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : '');

const adult: Rule<Values> = (value) => {
  if (typeof value !== 'string' || !value) return undefined;
  if (Number.isNaN(Date.parse(value)) || ageFromBirthDate(value) < 18) return translate('auth:details.tooYoung');
  return undefined;
};

const schema: Schema<Values> = {
  gender: rules.required,
  dateOfBirth: [rules.required, adult],
  city: rules.maxLength(100),
  aboutMe: rules.maxLength(ABOUT_MAX),
};

function initialValues(account: Account): Values {
  const p = asPerformer(account);
  return {
    gender: typeof p.gender === 'string' ? p.gender : '',
    dateOfBirth: isoDate(p.dateOfBirth),
    height: heightOptionFor(p.height),
    weight: weightOptionFor(p.weight),
    country: p.country ?? '',
    city: p.city ?? '',
    languages: Array.isArray(p.languages) ? p.languages : [],
    categoryIds: Array.isArray(p.categoryIds) ? p.categoryIds : [],
    tags: Array.isArray(p.tags) ? p.tags.join(', ') : '',
    aboutMe: p.aboutMe ?? '',
  };
}

export const splitTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

function toBody(v: Values): UpdatePerformerRequest {
  return {
    gender: v.gender as Gender,
    dateOfBirth: v.dateOfBirth || null,
    ...(v.height ? { height: v.height } : {}),
    ...(v.weight ? { weight: v.weight } : {}),
    country: v.country,
    city: v.city.trim(),
    languages: v.languages,
    categoryIds: v.categoryIds,
    tags: splitTags(v.tags),
    aboutMe: v.aboutMe.trim(),
  };
}

/** What her profile page says about her: PUT /performers with gender, birth date, measures, place, languages, categories, tags, about. */
export function PerformerDetailsForm({ account }: { account: Account }) {
  const { t } = useTexts();
  const lng = currentLanguage();
  const genderOptions = useGenderOptions();
  const { saved, save } = usePerformerSave(() => translate('auth:details.saved'));
  const countries = useQuery(countriesQuery());
  const languages = useQuery(languagesQuery());
  const categories = useQuery({ queryKey: ['mfe-auth', 'performer-categories'], queryFn: () => getPerformerCategories(), staleTime: 5 * 60_000 });

  const form = useForm<Values>({
    initialValues: initialValues(account),
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors((v) => save(() => updatePerformer(toBody(v)))),
  });
  const v = form.values;
  const age = v.dateOfBirth && !Number.isNaN(Date.parse(v.dateOfBirth)) ? ageFromBirthDate(v.dateOfBirth) : null;

  // Keep a value she already has even when the list does not (yet) name it.
  const countryOptions = toCountryOptions(countries.data ?? [], lng);
  if (v.country && !countryOptions.some((o) => o.value === v.country)) countryOptions.unshift({ value: v.country, label: v.country });
  const languageOptions = toLanguageOptions(languages.data ?? [], lng);
  for (const name of v.languages) if (!languageOptions.some((o) => o.value === name)) languageOptions.push({ value: name, label: name });
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c._id, label: c.name }));

  return (
    <Form aria-label={t('details.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
      <SavedNotice text={saved ? t('details.saved') : null} />
      <Row>
        <SelectField label={t('fields.gender')} placeholder={t('fields.choose')} options={genderOptions} {...form.field('gender')} />
        <TextField label={t('details.birthDate')} type="date" autoComplete="bday" hint={t('details.birthHint')} {...form.field('dateOfBirth')} />
      </Row>
      {age !== null && (
        <p aria-live="polite" style={{ margin: '-8px 0 16px' }}>
          <Trans t={t} i18nKey="details.age" values={{ age }} components={{ strong: <strong data-testid="age" /> }} />
        </p>
      )}
      <Row>
        <SelectField label={t('details.height')} placeholder={t('details.notShown')} options={HEIGHT_OPTIONS} {...form.field('height')} />
        <SelectField label={t('details.weight')} placeholder={t('details.notShown')} options={WEIGHT_OPTIONS} {...form.field('weight')} />
      </Row>
      <Row>
        <SelectField
          label={t('details.country')}
          placeholder={countries.isPending ? t('details.loadingCountries') : t('fields.choose')}
          options={countryOptions}
          {...form.field('country')}
        />
        <TextField label={t('fields.city')} autoComplete="address-level2" {...form.field('city')} />
      </Row>
      {(
        [
          { field: 'languages', texts: 'languages', options: languageOptions, failed: languages.isError },
          { field: 'categoryIds', texts: 'categories', options: categoryOptions, failed: categories.isError },
        ] as const
      ).map(({ field, texts, options, failed }) => (
        <CheckboxList
          key={field}
          legend={t(`details.${texts}`)}
          options={options}
          selected={v[field]}
          onChange={(next) => form.setValue(field, next)}
          hint={failed ? t(`details.${texts}Error`) : undefined}
        />
      ))}
      <TextField label={t('details.tags')} hint={t('details.tagsHint')} {...form.field('tags')} />
      <TextAreaField label={t('details.aboutMe')} rows={5} maxLength={ABOUT_MAX} {...form.field('aboutMe')} />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t('details.save')}
        </Button>
      </Actions>
    </Form>
  );
}
