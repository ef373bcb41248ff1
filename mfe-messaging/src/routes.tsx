import { Route, Routes } from 'react-router-dom';
import { ConversationsPage } from './features/conversations/conversations.page';
import { NotFoundPage } from './features/not-found/not-found.page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/account/messages" element={<ConversationsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
