import { Route, Routes } from 'react-router-dom';
import { ConversationsPage } from './features/conversations/conversations.page';
import { NotFoundPage } from '@platform/shared';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/account/messages" element={<ConversationsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
