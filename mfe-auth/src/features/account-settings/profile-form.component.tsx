import { Button, Form, SelectField, TextField, bus, getServerMessage, rules, toast, type Account, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { Row } from '../common/auth-card.component';
import { useForm } from '../common/use-form';
import { genderOptions } from '../register/register.schema';
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

export const PROFILE_UPDATED = 'Your profile has been updated.';

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
  const common = { username: v.username.trim(), email: v.email.trim(), phone: v.phone.trim(), city: v.city.trim() };
  if (role === 'studio') return { name: v.name.trim(), address: v.address.trim(), ...common };
  const person = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), ...common };
  return v.gender ? { ...person, gender: v.gender as 'female' | 'transgender' | 'male' } : person;
}

export function ProfileForm({ role, account }: { role: Role; account: Account }) {
  const { values, errors, onChange, handleSubmit } = useForm<Values>(initialValues(account), schemas[role]);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(async (v) => {
    setSaving(true);
    setServerError(null);
    try {
      const saved = await updateProfile(role, account, toBody(role, v));
      // Tell the header (and other tabs) about the new name / e-mail.
      bus.auth.set({ status: 'signed-in', role, user: saved });
      toast.success(PROFILE_UPDATED);
    } catch (error) {
      const message = getServerMessage(error);
      setServerError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Form aria-label="Profile" error={serverError} onSubmit={submit}>
      {role === 'studio' ? (
        <TextField label="Studio name" name="name" value={values.name} onChange={onChange} error={errors.name} />
      ) : (
        <Row>
          <TextField label="First name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={onChange} error={errors.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={onChange} error={errors.lastName} />
        </Row>
      )}
      <Row>
        <TextField label="Username" name="username" autoComplete="username" value={values.username} onChange={onChange} error={errors.username} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} error={errors.email} />
      </Row>
      <Row>
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={onChange} />
        <TextField label="City" name="city" autoComplete="address-level2" value={values.city} onChange={onChange} />
      </Row>
      {role === 'studio' ? (
        <TextField label="Address" name="address" autoComplete="street-address" value={values.address} onChange={onChange} />
      ) : (
        <SelectField label="Gender" name="gender" placeholder="Prefer not to say" options={genderOptions} value={values.gender} onChange={onChange} />
      )}
      <div>
        <Button type="submit" variant="primary" busy={saving}>
          Save profile
        </Button>
      </div>
    </Form>
  );
}
