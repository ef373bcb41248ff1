import {
  Button,
  Form,
  SelectField,
  TextAreaField,
  TextField,
  ageFromBirthDate,
  getPerformerCategories,
  rules,
  toast,
  useForm,
  type Account,
  type Rule,
  type Schema,
} from '@platform/shared';
import type { Gender, UpdatePerformerRequest } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Row } from '../common/auth-card.component';
import { toastErrors } from '../common/toast-errors';
import { genderOptions } from '../register/register.schema';
import { HEIGHT_OPTIONS, WEIGHT_OPTIONS, heightOptionFor, weightOptionFor } from './body-measures';
import { CheckboxList } from './checkbox-list.component';
import { asPerformer, countriesQuery, languagesQuery, updatePerformer } from './performer.resource';
import { Actions, SavedNotice, publishAccount } from './settings-ui';

export const DETAILS_SAVED = 'Your performer profile has been updated.';
export const TOO_YOUNG = 'You must be at least 18 years old.';
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
  if (Number.isNaN(Date.parse(value))) return TOO_YOUNG;
  return ageFromBirthDate(value) >= 18 ? undefined : TOO_YOUNG;
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
  const [saved, setSaved] = useState<string | null>(null);
  const countries = useQuery(countriesQuery());
  const languages = useQuery(languagesQuery());
  const categories = useQuery({ queryKey: ['mfe-auth', 'performer-categories'], queryFn: () => getPerformerCategories(), staleTime: 5 * 60_000 });

  const form = useForm<Values>({
    initialValues: initialValues(account),
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      setSaved(null);
      const saved = await updatePerformer(toBody(v));
      publishAccount('performer', saved as Account);
      setSaved(DETAILS_SAVED);
      toast.success(DETAILS_SAVED);
    }),
  });
  const v = form.values;
  const age = v.dateOfBirth && !Number.isNaN(Date.parse(v.dateOfBirth)) ? ageFromBirthDate(v.dateOfBirth) : null;

  // Keep a value she already has even when the list does not (yet) name it.
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  if (v.country && !countryOptions.some((o) => o.value === v.country)) countryOptions.unshift({ value: v.country, label: v.country });
  const languageOptions = (languages.data ?? []).map((l) => ({ value: l.name, label: l.name }));
  for (const name of v.languages) if (!languageOptions.some((o) => o.value === name)) languageOptions.push({ value: name, label: name });
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c._id, label: c.name }));

  return (
    <Form aria-label="Performer profile" error={form.submitError} onSubmit={(e) => void form.handleSubmit(e)}>
      <SavedNotice text={saved} />
      <Row>
        <SelectField label="Gender" placeholder="Choose…" options={genderOptions} {...form.field('gender')} />
        <TextField label="Birth date" type="date" autoComplete="bday" hint="Only your age is shown on your profile." {...form.field('dateOfBirth')} />
      </Row>
      {age !== null && (
        <p aria-live="polite" style={{ margin: '-8px 0 16px' }}>
          Your age: <strong data-testid="age">{age}</strong>
        </p>
      )}
      <Row>
        <SelectField label="Height" placeholder="Not shown" options={HEIGHT_OPTIONS} {...form.field('height')} />
        <SelectField label="Weight" placeholder="Not shown" options={WEIGHT_OPTIONS} {...form.field('weight')} />
      </Row>
      <Row>
        <SelectField
          label="Country"
          placeholder={countries.isPending ? 'Loading countries…' : 'Choose…'}
          options={countryOptions}
          {...form.field('country')}
        />
        <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
      </Row>
      <CheckboxList
        legend="Languages"
        options={languageOptions}
        selected={v.languages}
        onChange={(next) => form.setValue('languages', next)}
        hint={languages.isError ? 'The list of languages could not be loaded.' : undefined}
      />
      <CheckboxList
        legend="Categories"
        options={categoryOptions}
        selected={v.categoryIds}
        onChange={(next) => form.setValue('categoryIds', next)}
        hint={categories.isError ? 'The categories could not be loaded.' : undefined}
      />
      <TextField label="Tags" hint="Separated by commas, e.g. dance, cosplay" {...form.field('tags')} />
      <TextAreaField label="About me" rows={5} maxLength={ABOUT_MAX} {...form.field('aboutMe')} />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          Save performer profile
        </Button>
      </Actions>
    </Form>
  );
}
