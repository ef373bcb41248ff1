import { Button, redirectAfterLogin, signOut, type Account } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useTexts } from '../../i18n';
import { AppLink } from '../common/app-link.component';
import { accountName } from '../common/account-name';
import { Notice } from '@platform/shared/settings-kit';

/** Someone already signed in opened a login page: say so and offer the way onward. */
export function SignedInNotice({ role, user }: { role: Role; user: Account }) {
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const next = redirectAfterLogin(role, user);
  return (
    <>
      <Notice $tone="info">
        <p>
          <Trans t={t} i18nKey={`login.signedIn.as.${role}`} values={{ name: accountName(user) }} components={{ strong: <strong /> }} />
        </p>
      </Notice>
      <p>
        <AppLink to={next}>{next === '/' ? t('login.signedIn.home') : t('login.signedIn.continue')}</AppLink>
      </p>
      <Button
        variant="link"
        className="touch-target"
        busy={busy}
        onClick={() => {
          setBusy(true);
          // signOut shows 'Log out!' / 'Something went wrong!' itself
          void signOut()
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        {t('login.signedIn.another')}
      </Button>
    </>
  );
}
