import { Button, Form, PasswordField, SelectField, TextField, useForm } from '@platform/shared';
import type { Gender, UserRegisterRequest } from '@platform/shared/contract';
import { Row } from '../common/auth-card.component';
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
  const form = useForm<UserRegisterValues>({
    initialValues: initial,
    schema: userSchema,
    showErrorsOn: 'submit',
    onSubmit: (v) =>
      onSubmit({
        username: v.username.trim(),
        email: v.email.trim(),
        password: v.password,
        firstName: v.firstName.trim() || undefined,
        lastName: v.lastName.trim() || undefined,
        gender: (v.gender || undefined) as Gender | undefined,
      }),
  });
  return (
    <Form aria-label="Create account" error={serverError} onSubmit={form.handleSubmit}>
      <Row>
        <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </Row>
      <TextField label="Username" autoComplete="username" hint="Letters and digits only." {...form.field('username')} />
      <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
      <SelectField label="Gender" placeholder="Prefer not to say" options={genderOptions} {...form.field('gender')} />
      <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <Button type="submit" variant="primary" block busy={submitting}>
        Create account
      </Button>
    </Form>
  );
}
