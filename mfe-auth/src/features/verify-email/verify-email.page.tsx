import { Button, Form, SelectField, TextField, rules, toast, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, Notice } from '../common/auth-card.component';
import { useTexts } from '../../i18n';
import { roleFromQuery, useRoleOptions } from '../common/role-options';
import { toastErrors } from '../common/toast-errors';
import { resendVerificationEmail } from './verify-email.resource';

type Values = { email: string; source: string };
const schema: Schema<Values> = { email: [rules.required, rules.email], source: rules.required };

export function VerifyEmailPage() {
  const { t } = useTexts();
  const roleOptions = useRoleOptions();
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: search.get('email') ?? '', source: roleFromQuery(search) },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      await resendVerificationEmail({ email: v.email.trim(), source: v.source as Role });
      setSentTo(v.email.trim());
      toast.success(t('verify.toast'));
    }),
  });

  return (
    <AuthCard
      title={t('verify.title')}
      subtitle={t('verify.subtitle')}
      footer={
        <span>
          {t('verify.alreadyVerified')} <Link to={`/auth/login/${form.values.source}`}>{t('signIn')}</Link>
        </span>
      }
    >
      {sentTo && (
        <Notice $tone="success" role="status">
          <p>{t('verify.sent', { email: sentTo })}</p>
        </Notice>
      )}
      <Form aria-label={t('verify.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
        <SelectField label={t('fields.accountType')} options={roleOptions} {...form.field('source')} />
        <Button type="submit" variant="primary" block busy={form.submitting}>
          {sentTo ? t('verify.again') : t('verify.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
