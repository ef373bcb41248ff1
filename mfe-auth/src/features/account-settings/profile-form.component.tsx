import { Button, Form, SelectField, TextField, bus, rules, toast, useForm, type Account, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { Actions, Row, toastErrors } from '@platform/shared/settings-kit';
import { useGenderOptions } from '../register/register.schema';
import { updateProfile, type ProfileUpdate } from './account.resource';

type Values = {
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  gender: string;
  city: string;
  address: string;
};

const base: Schema<Values> = { username: [rules.required, rules.username], email: [rules.required, rules.email] };
const schemas: Record<Role, Schema<Values>> = {
  user: base,
  performer: { firstName: rules.required, lastName: rules.required, ...base },
  studio: { name: rules.required, ...base },
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function initialValues(account: Account): Values {
  const a = account as unknown as Record<string, unknown>;
  return {
    name: str(a.name),
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    username: str(a.username),
    email: str(a.email),
    phone: str(a.phone),
    gender: str(a.gender),
    city: str(a.city),
    address: str(a.address),
  };
}

/** Only the fields each endpoint knows (PUT /users | PUT /performers | PUT /studio/update). */
function toBody(role: Role, v: Values): ProfileUpdate {
  const identity = { username: v.username.trim(), email: v.email.trim(), phone: v.phone.trim() };
  // A performer's gender and city live in her performer profile form.
  if (role === 'performer') return { firstName: v.firstName.trim(), lastName: v.lastName.trim(), ...identity };
  const common = { ...identity, city: v.city.trim() };
  if (role === 'studio') return { name: v.name.trim(), address: v.address.trim(), ...common };
  const person = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), ...common };
  return v.gender ? { ...person, gender: v.gender as 'female' | 'transgender' | 'male' } : person;
}

export function ProfileForm({ role, account }: { role: Role; account: Account }) {
  const { t } = useTexts();
  const genderOptions = useGenderOptions();
  const form = useForm<Values>({
    initialValues: initialValues(account),
    schema: schemas[role],
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      const saved = await updateProfile(role, account, toBody(role, v));
      // Tell the header (and other tabs) about the new name / e-mail.
      bus.auth.set({ status: 'signed-in', role, user: saved });
      toast.success(t('profile.updated'));
    }),
  });

  return (
    <Form aria-label={t('profile.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
      {role === 'studio' ? (
        <TextField label={t('fields.studioName')} {...form.field('name')} />
      ) : (
        <Row>
          <TextField label={t('fields.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        </Row>
      )}
      <Row>
        <TextField label={t('fields.username')} autoComplete="username" {...form.field('username')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      </Row>
      {role === 'performer' ? (
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
      ) : (
        <Row>
          <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
          <TextField label={t('fields.city')} autoComplete="address-level2" {...form.field('city')} />
        </Row>
      )}
      {role === 'studio' && <TextField label={t('fields.address')} autoComplete="street-address" {...form.field('address')} />}
      {role === 'user' && (
        <SelectField label={t('fields.gender')} placeholder={t('fields.preferNotToSay')} options={genderOptions} {...form.field('gender')} />
      )}
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t('profile.save')}
        </Button>
      </Actions>
    </Form>
  );
}
