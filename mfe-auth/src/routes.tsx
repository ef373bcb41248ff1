import { lazyPage } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { MovedToPerformerSettings, PERFORMER_SECTIONS } from './features/account-settings/performer-settings-paths';
import { isRole } from './features/common/roles';
import { LoginPage } from './features/login/login.page';
import { LogoutPage } from './features/logout/logout.page';

// Sign-in comes with the remote; the other pages are fetched when first shown.
const AccountSettingsPage = lazyPage(() => import('./features/account-settings/account-settings.page'), 'AccountSettingsPage');
const AuthCodePage = lazyPage(() => import('./features/auth-code/auth-code.page'), 'AuthCodePage');
const ForgotPasswordPage = lazyPage(() => import('./features/forgot-password/forgot-password.page'), 'ForgotPasswordPage');
const RegisterPage = lazyPage(() => import('./features/register/register.page'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('./features/verify-email/verify-email.page'), 'VerifyEmailPage');

/** Reads `:role` and falls back to the member variant for anything unknown. */
function WithRole({ base, render }: { base: string; render: (role: Role) => ReactElement }) {
  const { role } = useParams();
  return isRole(role) ? render(role) : <Navigate to={`${base}/user`} replace />;
}

export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<Navigate to="/auth/login/user" replace />} />
      <Route path="/auth/login" element={<Navigate to="/auth/login/user" replace />} />
      <Route path="/auth/login/:role" element={<WithRole base="/auth/login" render={(role) => <LoginPage role={role} />} />} />
      <Route path="/auth/register" element={<Navigate to="/auth/register/user" replace />} />
      <Route path="/auth/register/:role" element={<WithRole base="/auth/register" render={(role) => <RegisterPage key={role} role={role} />} />} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/code" element={<AuthCodePage />} />
      <Route path="/auth/verify-email" element={<VerifyEmailPage />} />
      <Route path="/auth/logout" element={<LogoutPage />} />
      {/* A performer's business settings moved to mfe-live (/account/performer/…): old links still lead there. */}
      {PERFORMER_SECTIONS.map((section) => (
        <Route key={section} path={`/account/settings/${section}/*`} element={<MovedToPerformerSettings section={section} />} />
      ))}
      <Route path="/account/settings/*" element={<AccountSettingsPage />} />
      {/* An unknown /auth/… path lands on the member sign-in rather than a blank slot. */}
      <Route path="/auth/*" element={<Navigate to="/auth/login/user" replace />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
