import { Button, Form, TextField, rules, toast, useForm, type Schema } from '@platform/shared';
import { Link } from 'react-router-dom';
import { authStore } from '../auth-store/auth.store';
import { AuthCard } from '../common/auth-card.component';
import { toastErrors } from '../common/toast-errors';
import { useGo } from '../common/use-go';
import { sendAuthCode } from './auth-code.resource';

type Values = { email: string };
const schema: Schema<Values> = { email: [rules.required, rules.email] };

/** Sends an auth code (it arrives by e-mail only), remembers the e-mail, then goes to /auth/login/user. */
export function AuthCodePage() {
  const go = useGo();
  const form = useForm<Values>({
    initialValues: { email: authStore.getState().authCodeEmail ?? '' },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      const sent = await sendAuthCode(v.email.trim());
      authStore.dispatch({ type: 'authCode/stored', email: sent?.email || v.email.trim() });
      toast.success(`We sent a sign-in code to ${sent?.email || v.email.trim()}`);
      go('/auth/login/user');
    }),
  });

  return (
    <AuthCard
      title="Sign in with a code"
      subtitle="Enter the e-mail of your member account and we will e-mail you a one-time sign-in code."
      footer={
        <span>
          <Link to="/auth/login/user">Sign in with your password instead</Link>
        </span>
      }
    >
      <Form aria-label="Send sign-in code" error={form.submitError} onSubmit={form.handleSubmit}>
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" variant="primary" block busy={form.submitting}>
          Send code
        </Button>
      </Form>
    </AuthCard>
  );
}
