import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountSettingsPage } from './features/account-settings/account-settings.page';
import { MembersPage } from './features/members/members.page';
import { NotFoundPage } from '@platform/shared';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/studio" element={<Navigate to="/studio/account-settings" replace />} />
      <Route path="/studio/account-settings" element={<AccountSettingsPage />} />
      <Route path="/studio/members" element={<MembersPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
