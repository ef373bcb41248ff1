import { Route, Routes } from 'react-router-dom';
import { BroadcastPage } from './features/broadcast/broadcast.page';
import { WatchRoomPage } from './features/watch/watch-room.page';
import { NotFoundPage } from '@platform/shared';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/live" element={<BroadcastPage />} />
      <Route path="/live/:username" element={<WatchRoomPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
