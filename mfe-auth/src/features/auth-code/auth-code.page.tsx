import { Button, Form, TextField, rules, toast, useForm, type Schema } from '@platform/shared';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { authStore } from '../auth-store/auth.store';
import { toastErrors } from '@platform/shared/settings-kit';
import { AuthCard } from '../common/auth-card.component';
import { useGo } from '../common/use-go';
import { sendAuthCode } from './auth-code.resource';

type Values = { email: string };
const schema: Schema<Values> = { email: [rules.required, rules.email] };

/** Sends an auth code (it arrives by e-mail only), remembers the e-mail, then goes to /auth/login/user. */
export function AuthCodePage() {
  const { t } = useTexts();
  const go = useGo();
  const form = useForm<Values>({
    initialValues: { email: authStore.getState().authCodeEmail ?? '' },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      const sent = await sendAuthCode(v.email.trim());
      authStore.dispatch({ type: 'authCode/stored', email: sent?.email || v.email.trim() });
      toast.success(t('code.sent', { email: sent?.email || v.email.trim() }));
      go('/auth/login/user');
    }),
  });

  return (
    <AuthCard
      title={t('code.title')}
      subtitle={t('code.subtitle')}
      footer={
        <span>
          <Link to="/auth/login/user">{t('code.passwordInstead')}</Link>
        </span>
      }
    >
      <Form aria-label={t('code.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" variant="primary" block busy={form.submitting}>
          {t('code.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
