import { Button, Form, PasswordField, SelectField, TextField, useForm } from '@platform/shared';
import type { Gender, UserRegisterRequest } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { Row } from '@platform/shared/settings-kit';
import { useGenderOptions, userSchema, type UserRegisterValues } from './register.schema';

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
  const { t } = useTexts();
  const genderOptions = useGenderOptions();
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
    <Form aria-label={t('register.formLabel')} error={serverError} onSubmit={form.handleSubmit}>
      <Row>
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...form.field('lastName')} />
      </Row>
      <TextField label={t('fields.username')} autoComplete="username" hint={t('fields.usernameHint')} {...form.field('username')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      <SelectField label={t('fields.gender')} placeholder={t('fields.preferNotToSay')} options={genderOptions} {...form.field('gender')} />
      <PasswordField label={t('fields.password')} autoComplete="new-password" {...form.field('password')} />
      <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <Button type="submit" variant="primary" block busy={submitting}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
