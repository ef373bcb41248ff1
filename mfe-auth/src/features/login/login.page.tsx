import { bus, getServerMessage, useBusState } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { resetLoginData, useAuthSlice } from '../auth-store/auth.store';
import { Notice } from '@platform/shared/settings-kit';
import { AuthCard } from '../common/auth-card.component';
import { RoleTabs } from '../common/role-tabs.component';
import { LoginForm } from './login-form.component';
import { TwoFactorStep } from '../two-factor/two-factor-step.component';
import type { TwoFactorStep as Step } from '../two-factor/two-factor.resource';
import { submitLogin } from './login.flow';
import { SignedInNotice } from './signed-in-notice.component';

export function LoginPage({ role }: { role: Role }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const userLogin = useAuthSlice((s) => s.userLogin);
  const authCodeEmail = useAuthSlice((s) => s.authCodeEmail);
  // the second step of an account with two-factor sign-in (the admin always)
  const [pending, setPending] = useState<{ role: Role; step: Step } | null>(null);
  const twoFactor = pending?.role === role ? pending.step : null; // a step belongs to its role tab

  // A result belongs to one role tab: switching tabs or leaving the page clears it.
  useEffect(() => {
    resetLoginData();
    return resetLoginData;
  }, [role]);

  const codeEmail = role === 'user' ? authCodeEmail : null;
  const alreadyIn = auth.status === 'signed-in' && !userLogin.success;

  return (
    <AuthCard
      title={t(`login.title.${role}`)}
      above={<RoleTabs base="/auth/login" />}
      footer={
        <>
          <span>
            <Link to={`/auth/forgot-password?type=${role}`}>{t('login.forgot')}</Link>
          </span>
          <span>
            {t('login.newHere')} <Link to={`/auth/register/${role}`}>{t(`login.createAccount.${role}`)}</Link>
          </span>
          {role === 'user' && (
            <span>
              <Link to="/auth/code">{t('login.getCode')}</Link>
            </span>
          )}
          <span>
            <Link to={`/auth/verify-email?type=${role}`}>{t('resendVerification')}</Link>
          </span>
        </>
      }
    >
      {alreadyIn && auth.status === 'signed-in' ? (
        <SignedInNotice role={auth.role} user={auth.user} />
      ) : twoFactor ? (
        <TwoFactorStep role={role} step={twoFactor} onCancel={() => setPending(null)} />
      ) : (
        <>
          {codeEmail && (
            <Notice $tone="info">
              <p>{t('login.codeSent', { email: codeEmail })}</p>
            </Notice>
          )}
          <LoginForm
            key={role}
            initialUsername={codeEmail ?? ''}
            acceptsCode={!!codeEmail}
            requesting={userLogin.requesting}
            serverError={userLogin.error ? getServerMessage(userLogin.error) : null}
            onSubmit={(credentials) => void submitLogin(role, credentials).then((step) => setPending(step && { role, step }))}
          />
        </>
      )}
    </AuthCard>
  );
}
