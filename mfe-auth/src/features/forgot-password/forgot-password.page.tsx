import { Button, Form, SelectField, TextField, rules, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, Notice } from '../common/auth-card.component';
import { roleFromQuery, roleOptions } from '../common/role-options';
import { toastErrors } from '../common/toast-errors';
import { forgotPassword } from './forgot-password.resource';

type Values = { email: string; type: string };
const schema: Schema<Values> = { email: [rules.required, rules.email], type: rules.required };

export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: search.get('email') ?? '', type: roleFromQuery(search) },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      await forgotPassword({ email: v.email.trim(), type: v.type as Role });
      setSentTo(v.email.trim());
    }),
  });

  return (
    <AuthCard
      title="Forgot password"
      subtitle={sentTo ? undefined : 'Enter the e-mail of your account and we will send you a link to choose a new password.'}
      footer={
        <span>
          Remembered it? <Link to={`/auth/login/${form.values.type}`}>Back to sign in</Link>
        </span>
      }
    >
      {sentTo ? (
        <Notice $tone="success" role="status">
          <p>
            <strong>Check your inbox.</strong>
          </p>
          <p>We sent a password reset link to {sentTo}. Follow it to set a new password, then sign in.</p>
        </Notice>
      ) : (
        <Form aria-label="Forgot password" error={form.submitError} onSubmit={form.handleSubmit}>
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
          <SelectField label="Account type" options={roleOptions} {...form.field('type')} />
          <Button type="submit" variant="primary" block busy={form.submitting}>
            Send reset link
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
