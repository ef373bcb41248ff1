import { Button, Form, SelectField, TextField, rules, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, Notice } from '../common/auth-card.component';
import { useTexts } from '../../i18n';
import { roleFromQuery, useRoleOptions } from '../common/role-options';
import { toastErrors } from '../common/toast-errors';
import { forgotPassword } from './forgot-password.resource';

type Values = { email: string; type: string };
const schema: Schema<Values> = { email: [rules.required, rules.email], type: rules.required };

export function ForgotPasswordPage() {
  const { t } = useTexts();
  const roleOptions = useRoleOptions();
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
      title={t('forgot.title')}
      subtitle={sentTo ? undefined : t('forgot.subtitle')}
      footer={
        <span>
          {t('forgot.remembered')} <Link to={`/auth/login/${form.values.type}`}>{t('forgot.back')}</Link>
        </span>
      }
    >
      {sentTo ? (
        <Notice $tone="success" role="status">
          <p>
            <strong>{t('forgot.checkInbox')}</strong>
          </p>
          <p>{t('forgot.sent', { email: sentTo })}</p>
        </Notice>
      ) : (
        <Form aria-label={t('forgot.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
          <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
          <SelectField label={t('fields.accountType')} options={roleOptions} {...form.field('type')} />
          <Button type="submit" variant="primary" block busy={form.submitting}>
            {t('forgot.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
