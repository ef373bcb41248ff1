import { Button, Form } from '@platform/shared';
import { AuthCard, SignInFooter, StatusNotice } from '../common/auth-card.component';
import { useTexts } from '../../i18n';
import { EmailRoleFields, useEmailRoleForm } from '../common/email-role-form.component';
import { forgotPassword } from './forgot-password.resource';

export function ForgotPasswordPage() {
  const { t } = useTexts();
  const { form, sentTo, role } = useEmailRoleForm('type', (email, type) => forgotPassword({ email, type }));

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={sentTo ? undefined : t('forgot.subtitle')}
      footer={<SignInFooter role={role} lead={t('forgot.remembered')} label={t('forgot.back')} />}
    >
      {sentTo ? (
        <StatusNotice tone="success" title={t('forgot.checkInbox')}>
          <p>{t('forgot.sent', { email: sentTo })}</p>
        </StatusNotice>
      ) : (
        <Form aria-label={t('forgot.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
          <EmailRoleFields form={form} roleKey="type" />
          <Button type="submit" variant="primary" block busy={form.submitting}>
            {t('forgot.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
