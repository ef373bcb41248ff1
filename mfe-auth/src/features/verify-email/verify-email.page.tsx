import { Button, Form, SelectField, TextField, rules, toast, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, Notice } from '../common/auth-card.component';
import { roleFromQuery, roleOptions } from '../common/role-options';
import { toastErrors } from '../common/toast-errors';
import { resendVerificationEmail } from './verify-email.resource';

type Values = { email: string; source: string };
const schema: Schema<Values> = { email: [rules.required, rules.email], source: rules.required };

export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: search.get('email') ?? '', source: roleFromQuery(search) },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      await resendVerificationEmail({ email: v.email.trim(), source: v.source as Role });
      setSentTo(v.email.trim());
      toast.success('Verification e-mail sent');
    }),
  });

  return (
    <AuthCard
      title="Verify your e-mail"
      subtitle="Didn't get the verification e-mail, or the link expired? We can send a new one."
      footer={
        <span>
          Already verified? <Link to={`/auth/login/${form.values.source}`}>Sign in</Link>
        </span>
      }
    >
      {sentTo && (
        <Notice $tone="success" role="status">
          <p>We sent a new verification link to {sentTo}. It may take a minute to arrive; check your spam folder too.</p>
        </Notice>
      )}
      <Form aria-label="Resend verification e-mail" error={form.submitError} onSubmit={form.handleSubmit}>
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <SelectField label="Account type" options={roleOptions} {...form.field('source')} />
        <Button type="submit" variant="primary" block busy={form.submitting}>
          {sentTo ? 'Send again' : 'Resend verification e-mail'}
        </Button>
      </Form>
    </AuthCard>
  );
}
