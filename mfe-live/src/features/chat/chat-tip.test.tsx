import { screen } from '@testing-library/react';
import { renderWithProviders, type MockApi } from '@platform/shared/mock';
import { resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { message } from '../../testing/room-fixtures';
import { ChatPanel } from './chat-panel.component';

let api: MockApi;
afterEach(() => resetLive(api));

const renderChat = () => renderWithProviders(<ChatPanel kind="public" conversationId="conv-pub" meId="u1" title="Public chat" />);

it('shows a tip once: "tipped 10 tokens", not the stored "Tipped 10 tokens" again', async () => {
  api = setupLiveApi();
  api.get('/messages/conversations/public/conv-pub', {
    data: [
      message({ _id: 'm1', senderId: 'u7', type: 'tip', token: 10, text: 'Tipped 10 tokens' }),
      message({ _id: 'm2', senderId: 'u8', type: 'tip', token: 1, text: 'Tipped 1 token' }),
    ],
    total: 2,
  });
  renderChat();
  const tip = await screen.findByRole('listitem', { name: 'Message from u7' });
  expect(tip).toHaveTextContent(/^u7 tipped 10 tokens$/);
  expect(screen.getByRole('listitem', { name: 'Message from u8' })).toHaveTextContent(/^u8 tipped 1 token$/);
});

it("keeps the member's own note when the tip carried one", async () => {
  api = setupLiveApi();
  api.get('/messages/conversations/public/conv-pub', {
    data: [message({ _id: 'm1', senderId: 'u7', type: 'tip', token: 25, text: 'For the song!' })],
    total: 1,
  });
  renderChat();
  const tip = await screen.findByRole('listitem', { name: 'Message from u7' });
  expect(tip).toHaveTextContent(/^u7 tipped 25 tokens — For the song!$/);
});
