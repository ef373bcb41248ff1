import { LoadingState, navigate, signOut } from '@platform/shared';
import { useEffect } from 'react';

/**
 * /auth/logout: the same sign-out as the header's ('Log out!' / 'Something went wrong!' toasts come
 * from shared signOut), then home.
 */
export function LogoutPage() {
  useEffect(() => {
    signOut()
      .then(() => navigate('/', { replace: true }))
      .catch(() => undefined);
  }, []);
  return <LoadingState text="Signing out…" />;
}
