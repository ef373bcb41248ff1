import { Button, Form, PasswordField, SelectField, TextField } from '@platform/shared';
import type { Gender, UserRegisterRequest } from '@platform/shared/contract';
import { Row } from '../common/auth-card.component';
import { useForm } from '../common/use-form';
import { genderOptions, userSchema, type UserRegisterValues } from './register.schema';

interface Props {
  submitting: boolean;
  serverError: string | null;
  onSubmit(body: UserRegisterRequest): void;
}

const initial: UserRegisterValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  gender: '',
};

export function UserRegisterForm({ submitting, serverError, onSubmit }: Props) {
  const { values, errors, onChange, handleSubmit } = useForm(initial, userSchema);
  return (
    <Form
      aria-label="Create account"
      error={serverError}
      onSubmit={handleSubmit((v) =>
        onSubmit({
          username: v.username.trim(),
          email: v.email.trim(),
          password: v.password,
          firstName: v.firstName.trim() || undefined,
          lastName: v.lastName.trim() || undefined,
          gender: (v.gender || undefined) as Gender | undefined,
        }),
      )}
    >
      <Row>
        <TextField label="First name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={onChange} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={onChange} />
      </Row>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        hint="Letters and digits only."
        value={values.username}
        onChange={onChange}
        error={errors.username}
      />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} error={errors.email} />
      <SelectField label="Gender" name="gender" placeholder="Prefer not to say" options={genderOptions} value={values.gender} onChange={onChange} />
      <PasswordField label="Password" name="password" autoComplete="new-password" value={values.password} onChange={onChange} error={errors.password} />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={onChange}
        error={errors.confirmPassword}
      />
      <Button type="submit" variant="primary" block busy={submitting}>
        Create account
      </Button>
    </Form>
  );
}
