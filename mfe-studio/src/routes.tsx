import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@platform/shared';
import { AccountSettingsPage } from './features/account-settings/account-settings.page';
import { CommissionsPage } from './features/commissions/commissions.page';
import { DashboardPage } from './features/dashboard/dashboard.page';
import { MemberNewPage } from './features/members/member-new.page';
import { MembersPage } from './features/members/members.page';
import { PayoutRequestsPage } from './features/payout-requests/payout-requests.page';

/** Every page under this remote's prefix (`/studio`, package.json `platform.routes`). */
export const STUDIO_PAGES = [
  '/studio/dashboard',
  '/studio/members',
  '/studio/members/new',
  '/studio/commissions',
  '/studio/payout-requests',
  '/studio/account-settings',
] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/studio" element={<Navigate to="/studio/dashboard" replace />} />
      <Route path="/studio/dashboard" element={<DashboardPage />} />
      <Route path="/studio/members" element={<MembersPage />} />
      <Route path="/studio/members/new" element={<MemberNewPage />} />
      <Route path="/studio/commissions" element={<CommissionsPage />} />
      <Route path="/studio/payout-requests" element={<PayoutRequestsPage />} />
      <Route path="/studio/account-settings" element={<AccountSettingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
