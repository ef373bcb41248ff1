import { Button, Form, PasswordField, TextField, rules, type Schema } from '@platform/shared';
import type { LoginRequest } from '@platform/shared/contract';
import { useForm } from '../common/use-form';

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
  const { values, errors, onChange, handleSubmit } = useForm<LoginValues>(
    { username: initialUsername, password: '', remember: true },
    schema,
  );
  return (
    <Form
      aria-label="Sign in"
      error={serverError}
      onSubmit={handleSubmit((v) => onSubmit({ username: v.username.trim(), password: v.password, remember: v.remember }))}
    >
      <TextField
        label="Username or e-mail"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={onChange}
        error={errors.username}
      />
      <PasswordField
        label={acceptsCode ? 'Password or sign-in code' : 'Password'}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={onChange}
        error={errors.password}
      />
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        <input type="checkbox" name="remember" checked={values.remember} onChange={onChange} />
        Keep me signed in
      </label>
      <Button type="submit" variant="primary" block busy={requesting}>
        Sign in
      </Button>
    </Form>
  );
}
