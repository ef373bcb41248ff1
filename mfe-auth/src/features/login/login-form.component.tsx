import { Button, Form, PasswordField, TextField, rules, useForm, type Schema } from '@platform/shared';
import type { LoginRequest } from '@platform/shared/contract';

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
  const form = useForm<LoginValues>({
    initialValues: { username: initialUsername, password: '', remember: true },
    schema,
    showErrorsOn: 'submit',
    onSubmit: (v) => onSubmit({ username: v.username.trim(), password: v.password, remember: v.remember }),
  });
  return (
    <Form aria-label="Sign in" error={serverError} onSubmit={form.handleSubmit}>
      <TextField label="Username or e-mail" autoComplete="username" {...form.field('username')} />
      <PasswordField label={acceptsCode ? 'Password or sign-in code' : 'Password'} autoComplete="current-password" {...form.field('password')} />
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        <input type="checkbox" name="remember" checked={form.values.remember} onChange={(e) => form.setValue('remember', e.target.checked)} />
        Keep me signed in
      </label>
      <Button type="submit" variant="primary" block busy={requesting}>
        Sign in
      </Button>
    </Form>
  );
}
