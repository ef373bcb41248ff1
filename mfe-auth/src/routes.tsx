import type { Role } from '@platform/shared/contract';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { AccountSettingsPage } from './features/account-settings/account-settings.page';
import { AuthCodePage } from './features/auth-code/auth-code.page';
import { isRole } from './features/common/roles';
import { ForgotPasswordPage } from './features/forgot-password/forgot-password.page';
import { LoginPage } from './features/login/login.page';
import { LogoutPage } from './features/logout/logout.page';
import { RegisterPage } from './features/register/register.page';
import { VerifyEmailPage } from './features/verify-email/verify-email.page';

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
      <Route path="/account/settings/*" element={<AccountSettingsPage />} />
      {/* An unknown /auth/… path lands on the member sign-in rather than a blank slot. */}
      <Route path="/auth/*" element={<Navigate to="/auth/login/user" replace />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
