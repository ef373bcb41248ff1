import { LoadingState, navigate, signOut } from '@platform/shared';
import { useEffect } from 'react';
import { useTexts } from '../../i18n';

/**
 * /auth/logout: the same sign-out as the header's ('Log out!' / 'Something went wrong!' toasts come
 * from shared signOut), then home.
 */
export function LogoutPage() {
  const { t } = useTexts();
  useEffect(() => {
    signOut()
      .then(() => navigate('/', { replace: true }))
      .catch(() => undefined);
  }, []);
  return <LoadingState text={t('logout.signingOut')} />;
}
