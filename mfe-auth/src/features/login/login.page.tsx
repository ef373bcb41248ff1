import { bus, getServerMessage, useBusState } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { resetLoginData, useAuthSlice } from '../auth-store/auth.store';
import { AuthCard, Notice } from '../common/auth-card.component';
import { RoleTabs } from '../common/role-tabs.component';
import { ROLE_LABELS } from '../common/roles';
import { LoginForm } from './login-form.component';
import { submitLogin } from './login.flow';
import { SignedInNotice } from './signed-in-notice.component';

const titles: Record<Role, string> = {
  user: 'Member sign in',
  performer: 'Performer sign in',
  studio: 'Studio sign in',
};

export function LoginPage({ role }: { role: Role }) {
  const auth = useBusState(bus.auth);
  const userLogin = useAuthSlice((s) => s.userLogin);
  const authCodeEmail = useAuthSlice((s) => s.authCodeEmail);

  // A result belongs to one role tab: switching tabs or leaving the page clears it.
  useEffect(() => {
    resetLoginData();
    return resetLoginData;
  }, [role]);

  const codeEmail = role === 'user' ? authCodeEmail : null;
  const alreadyIn = auth.status === 'signed-in' && !userLogin.success;

  return (
    <AuthCard
      title={titles[role]}
      above={<RoleTabs base="/auth/login" label="Account type" />}
      footer={
        <>
          <span>
            <Link to={`/auth/forgot-password?type=${role}`}>Forgot password?</Link>
          </span>
          <span>
            New here? <Link to={`/auth/register/${role}`}>Create a {ROLE_LABELS[role].toLowerCase()} account</Link>
          </span>
          {role === 'user' && (
            <span>
              <Link to="/auth/code">Get a sign-in code by e-mail</Link>
            </span>
          )}
          <span>
            <Link to={`/auth/verify-email?type=${role}`}>Resend the verification e-mail</Link>
          </span>
        </>
      }
    >
      {alreadyIn && auth.status === 'signed-in' ? (
        <SignedInNotice role={auth.role} user={auth.user} />
      ) : (
        <>
          {codeEmail && (
            <Notice $tone="info">
              <p>We sent a sign-in code to {codeEmail}. Enter it below in place of your password.</p>
            </Notice>
          )}
          <LoginForm
            key={role}
            initialUsername={codeEmail ?? ''}
            acceptsCode={!!codeEmail}
            requesting={userLogin.requesting}
            serverError={userLogin.error ? getServerMessage(userLogin.error) : null}
            onSubmit={(credentials) => void submitLogin(role, credentials)}
          />
        </>
      )}
    </AuthCard>
  );
}
