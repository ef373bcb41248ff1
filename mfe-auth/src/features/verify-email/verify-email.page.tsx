import { Button, Form, toast } from '@platform/shared';
import { Notice } from '@platform/shared/settings-kit';
import { AuthCard, SignInFooter } from '../common/auth-card.component';
import { useTexts } from '../../i18n';
import { EmailRoleFields, useEmailRoleForm } from '../common/email-role-form.component';
import { resendVerificationEmail } from './verify-email.resource';

export function VerifyEmailPage() {
  const { t } = useTexts();
  const { form, sentTo, role } = useEmailRoleForm('source', async (email, source) => {
    await resendVerificationEmail({ email, source });
    toast.success(t('verify.toast'));
  });

  return (
    <AuthCard
      title={t('verify.title')}
      subtitle={t('verify.subtitle')}
      footer={<SignInFooter role={role} lead={t('verify.alreadyVerified')} label={t('signIn')} />}
    >
      {sentTo && (
        <Notice $tone="success" role="status">
          <p>{t('verify.sent', { email: sentTo })}</p>
        </Notice>
      )}
      <Form aria-label={t('verify.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
        <EmailRoleFields form={form} roleKey="source" />
        <Button type="submit" variant="primary" block busy={form.submitting}>
          {sentTo ? t('verify.again') : t('verify.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
