import { Route, Routes } from 'react-router-dom';
import { HomePage } from './features/home/home.page';
import { PerformersPage } from './features/performers/performers.page';
import { ProfilePage } from './features/profile/profile.page';
import { NotFoundPage } from '@platform/shared';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/performers" element={<PerformersPage />} />
      <Route path="/profile/:username" element={<ProfilePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
