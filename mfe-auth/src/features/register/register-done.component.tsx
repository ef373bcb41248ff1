import type { Role } from '@platform/shared/contract';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { Notice } from '../common/auth-card.component';

/** What happens after sign-up, by account kind. */
export function RegisterDone({ role, email }: { role: Role; email: string }) {
  const { t } = useTexts();
  return (
    <>
      <Notice $tone="success" role="status">
        <p>
          <strong>{t('register.done.created')}</strong>
        </p>
        <p>{t('register.done.emailSent', { email })}</p>
        {role !== 'user' && <p>{t(`register.done.review.${role}`)}</p>}
      </Notice>
      <p>
        <Link to={`/auth/login/${role}`}>{t('signIn')}</Link>
      </p>
      <p>
        {t('register.done.noEmail')} <Link to={`/auth/verify-email?type=${role}&email=${encodeURIComponent(email)}`}>{t('resendVerification')}</Link>
      </p>
    </>
  );
}
