import type { Role } from '@platform/shared/contract';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { StatusNotice } from '../common/auth-card.component';

/** What happens after sign-up, by account kind. */
export function RegisterDone({ role, email }: { role: Role; email: string }) {
  const { t } = useTexts();
  return (
    <>
      <StatusNotice tone="success" title={t('register.done.created')}>
        <p>{t('register.done.emailSent', { email })}</p>
        {role !== 'user' && <p>{t(`register.done.review.${role}`)}</p>}
      </StatusNotice>
      <p>
        <Link to={`/auth/login/${role}`}>{t('signIn')}</Link>
      </p>
      <p>
        {t('register.done.noEmail')} <Link to={`/auth/verify-email?type=${role}&email=${encodeURIComponent(email)}`}>{t('resendVerification')}</Link>
      </p>
    </>
  );
}
