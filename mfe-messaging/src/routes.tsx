import { Route, Routes } from 'react-router-dom';
import { MessagesPage } from './features/messages/messages.page';
import { NotFoundPage } from '@platform/shared';

export function AppRoutes() {
  return (
    <Routes>
      {/* one route for both, so the list keeps its state while conversations open and close */}
      <Route path="/account/messages/:conversationId?" element={<MessagesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
