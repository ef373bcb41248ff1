import { useEffect, type ReactNode } from 'react';
import { bus, getTotalUnread, useBusState } from '@platform/shared';

/**
 * Applies when someone is signed in: marks the page as signed-in for styling and loads the
 * unread-message count once per sign-in, so the header badge is right on every page after a refresh.
 */
export function UserAwareWrapper({ children }: { children: ReactNode }) {
  const auth = useBusState(bus.auth);
  const accountId = auth.status === 'signed-in' ? ((auth.user as { _id?: string })._id ?? auth.role) : null;

  useEffect(() => {
    if (!accountId) return;
    let cancelled = false;
    getTotalUnread()
      .then((total) => {
        if (!cancelled && typeof total === 'number') bus.unread.set(total);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [accountId]);

  // Same element either way, so signing in or out never remounts the layout (and the remotes in it).
  return (
    <div data-signed-in={accountId ? 'true' : 'false'} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
