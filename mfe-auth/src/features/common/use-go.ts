import { navigate } from '@platform/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ownsPath } from './app-link.component';

/** Navigate: our own routes through our router, anything else through the shell (bus.navigate). */
export function useGo(): (to: string, options?: { replace?: boolean }) => void {
  const routerNavigate = useNavigate();
  return useCallback(
    (to, options = {}) => {
      if (ownsPath(to)) void routerNavigate(to, { replace: options.replace });
      else navigate(to, options);
    },
    [routerNavigate],
  );
}
