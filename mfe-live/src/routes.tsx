import { lazyPage, NotFoundPage, textsReady } from '@platform/shared';
import { Route, Routes } from 'react-router-dom';
import { WatchRoomPage } from './features/watch/watch-room.page';

// The watch room comes with the remote; the performer's broadcast page and business settings are fetched when first shown.
// The broadcast page's texts come with it (another namespace): it shows once they are there in the page's language.
const BroadcastPage = lazyPage(() => import('./features/broadcast/broadcast.page').then((page) => textsReady().then(() => page)), 'BroadcastPage');
const PerformerSettingsPage = lazyPage(() => import('./features/performer-settings/performer-settings.page'), 'PerformerSettingsPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/live" element={<BroadcastPage />} />
      <Route path="/live/:username" element={<WatchRoomPage />} />
      <Route path="/account/performer/*" element={<PerformerSettingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
