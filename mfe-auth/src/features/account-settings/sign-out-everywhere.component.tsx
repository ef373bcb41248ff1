import { Button, signOutEverywhere } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { useTexts } from '../../i18n';
import { useGo } from '../common/use-go';
import { Actions } from '@platform/shared/settings-kit';

/** POST /auth/logout-all, then signed out here and on to the sign-in page (a failure keeps the member signed in). */
export function SignOutEverywhere({ role }: { role: Role }) {
  const { t } = useTexts();
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
      <p>{t('sessions.hint')}</p>
      <Actions>
        <Button type="button" busy={busy} onClick={() => void onClick()}>
          {t('sessions.button')}
        </Button>
      </Actions>
    </div>
  );
}
