import { Button, redirectAfterLogin, signOut, type Account } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { AppLink } from '../common/app-link.component';
import { accountName } from '../common/account-name';
import { Notice } from '../common/auth-card.component';
import { ROLE_LABELS } from '../common/roles';

/** Someone already signed in opened a login page: say so and offer the way onward. */
export function SignedInNotice({ role, user }: { role: Role; user: Account }) {
  const [busy, setBusy] = useState(false);
  const next = redirectAfterLogin(role, user);
  return (
    <>
      <Notice $tone="info">
        <p>
          You are signed in as <strong>{accountName(user)}</strong> ({ROLE_LABELS[role].toLowerCase()} account).
        </p>
      </Notice>
      <p>
        <AppLink to={next}>{next === '/' ? 'Go to the home page' : 'Continue'}</AppLink>
      </p>
      <Button
        variant="link"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await signOut(); // shows 'Log out!' / 'Something went wrong!'
          } catch {
            // the toast already told the user
          } finally {
            setBusy(false);
          }
        }}
      >
        Sign in with another account
      </Button>
    </>
  );
}
