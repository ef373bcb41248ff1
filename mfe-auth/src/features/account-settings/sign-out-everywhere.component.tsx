import { Button, signOutEverywhere } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { useGo } from '../common/use-go';

export const SIGN_OUT_EVERYWHERE_HINT = 'Signs you out on every device and browser, this one included.';

/** POST /auth/logout-all, then signed out here and on to the sign-in page (a failure keeps the member signed in). */
export function SignOutEverywhere({ role }: { role: Role }) {
  const [busy, setBusy] = useState(false);
  const go = useGo();
  const onClick = async () => {
    setBusy(true);
    try {
      await signOutEverywhere(); // toasts success or failure itself
      go(`/auth/login/${role}`, { replace: true });
    } catch {
      setBusy(false);
    }
  };
  return (
    <div>
      <p>{SIGN_OUT_EVERYWHERE_HINT}</p>
      <Button type="button" busy={busy} onClick={() => void onClick()}>
        Sign out everywhere
      </Button>
    </div>
  );
}
