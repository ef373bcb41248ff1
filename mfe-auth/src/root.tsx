import { AppProviders, bus } from '@platform/shared';
import { useEffect } from 'react';
import { authStore } from './features/auth-store/auth.store';
import { AuthRoutes } from './routes';

/** Keeps this remote's auth slice in step with the shared session (a sign-out anywhere resets it). */
function useAuthSync(): void {
  useEffect(
    () =>
      bus.auth.subscribe((state) => {
        if (state.status === 'signed-out' && authStore.getState().loggedIn) authStore.dispatch({ type: 'auth/signedOut' });
      }),
    [],
  );
}

export function Root() {
  useAuthSync();
  return (
    <AppProviders>
      <AuthRoutes />
    </AppProviders>
  );
}
