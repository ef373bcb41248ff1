import { Button, Form, PasswordField, TextField, rules, useForm, type Schema } from '@platform/shared';
import type { LoginRequest } from '@platform/shared/contract';
import { useTexts } from '../../i18n';

type LoginValues = { username: string; password: string; remember: boolean };

const schema: Schema<LoginValues> = {
  username: rules.required,
  password: rules.required,
};

interface Props {
  initialUsername?: string;
  /** A member who asked for an e-mailed code types it in place of the password. */
  acceptsCode?: boolean;
  requesting: boolean;
  serverError: string | null;
  onSubmit(credentials: LoginRequest): void;
}

export function LoginForm({ initialUsername = '', acceptsCode = false, requesting, serverError, onSubmit }: Props) {
  const { t } = useTexts();
  const form = useForm<LoginValues>({
    initialValues: { username: initialUsername, password: '', remember: true },
    schema,
    showErrorsOn: 'submit',
    onSubmit: (v) => onSubmit({ username: v.username.trim(), password: v.password, remember: v.remember }),
  });
  return (
    <Form aria-label={t('login.form.label')} error={serverError} onSubmit={form.handleSubmit}>
      <TextField label={t('login.form.username')} autoComplete="username" {...form.field('username')} />
      <PasswordField
        label={acceptsCode ? t('login.form.passwordOrCode') : t('fields.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44, marginBottom: 12 }}>
        <input type="checkbox" name="remember" checked={form.values.remember} onChange={(e) => form.setValue('remember', e.target.checked)} />
        {t('login.form.remember')}
      </label>
      <Button type="submit" variant="primary" block busy={requesting}>
        {t('login.form.submit')}
      </Button>
    </Form>
  );
}
