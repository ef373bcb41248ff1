import { lazyPage, NotFoundPage } from '@platform/shared';
import { Route, Routes } from 'react-router-dom';
import { WatchRoomPage } from './features/watch/watch-room.page';

// The watch room comes with the remote; the performer's broadcast page is fetched when first shown.
const BroadcastPage = lazyPage(() => import('./features/broadcast/broadcast.page'), 'BroadcastPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/live" element={<BroadcastPage />} />
      <Route path="/live/:username" element={<WatchRoomPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
