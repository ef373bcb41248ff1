import { Button, Form, SelectField, TextField, getServerMessage, rules, toast, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, Notice } from '../common/auth-card.component';
import { roleFromQuery, roleOptions } from '../common/role-options';
import { useForm } from '../common/use-form';
import { forgotPassword } from './forgot-password.resource';

type Values = { email: string; type: string };
const schema: Schema<Values> = { email: [rules.required, rules.email], type: rules.required };

export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const { values, errors, onChange, handleSubmit } = useForm<Values>({ email: search.get('email') ?? '', type: roleFromQuery(search) }, schema);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = handleSubmit(async (v) => {
    setSubmitting(true);
    setServerError(null);
    try {
      await forgotPassword({ email: v.email.trim(), type: v.type as Role });
      setSentTo(v.email.trim());
    } catch (error) {
      const message = getServerMessage(error);
      setServerError(message);
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard
      title="Forgot password"
      subtitle={sentTo ? undefined : 'Enter the e-mail of your account and we will send you a link to choose a new password.'}
      footer={
        <span>
          Remembered it? <Link to={`/auth/login/${values.type}`}>Back to sign in</Link>
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
        <Form aria-label="Forgot password" error={serverError} onSubmit={submit}>
          <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} error={errors.email} />
          <SelectField label="Account type" name="type" options={roleOptions} value={values.type} onChange={onChange} error={errors.type} />
          <Button type="submit" variant="primary" block busy={submitting}>
            Send reset link
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
