import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/shared';
import { renderWithProviders, type MockApi } from '@platform/shared/mock';
import { reply, resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';
import { message } from '../../testing/room-fixtures';
import { ChatPanel } from './chat-panel.component';

let api: MockApi;
beforeEach(() => {
  api = setupLiveApi();
  api.get('/messages/conversations/public/conv-pub', {
    data: [
      message({ _id: 'm1', senderId: 'u7', text: 'Hello there' }),
      message({ _id: 'm2', senderId: 'u8', type: 'tip', token: 5, text: 'Tipped 5 tokens' }),
    ],
    total: 2,
  });
});
afterEach(async () => {
  resetLive(api);
  await act(() => changeLanguage('en'));
});

const renderChat = (meId: string | null = 'u7') => renderWithProviders(<ChatPanel kind="public" conversationId="conv-pub" meId={meId} />);

it('is a log that turns polite once the first page is in, so only the messages after it are announced', async () => {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  api.get('/messages/conversations/public/conv-pub', async () => {
    await loaded;
    return { data: [message({ _id: 'm1', senderId: 'u7', text: 'Hello there' })], total: 1 };
  });
  renderChat();
  const log = screen.getByRole('log');
  expect(log).toHaveAttribute('aria-live', 'off');
  expect(log).toHaveAttribute('aria-relevant', 'additions');
  await act(async () => release());
  await waitFor(() => expect(log).toHaveAttribute('aria-live', 'polite'));
  const list = within(log).getByRole('list', { name: 'Messages' });
  expect(within(list).getByText('Hello there')).toBeInTheDocument();

  await serverEmits('message_created_conversation_conv-pub', message({ _id: 'm3', senderId: 'u9', text: 'Fresh one' }));
  expect(within(screen.getByRole('log')).getByText('Fresh one')).toBeInTheDocument();
  // the same element all along: a screen reader hears the new line, not the whole history again
  expect(screen.getByRole('log')).toBe(log);
});

it('speaks Russian: title, send box, tip line with the plural, own deletion, sign-in hint', async () => {
  await act(() => changeLanguage('ru'));
  api.delete('/messages/m1', message({ _id: 'm1', senderId: 'u7', text: 'Message deleted', isDeleted: true }));
  renderChat();
  expect(screen.getByRole('region', { name: 'Чат' })).toBeInTheDocument();
  const tip = await screen.findByRole('listitem', { name: 'Сообщение от u8' });
  expect(tip).toHaveTextContent(/^u8 отправил\(а\) чаевые: 5 токенов$/);
  expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveAttribute('placeholder', 'Напишите что-нибудь…');
  expect(screen.getByRole('button', { name: 'Отправить' })).toBeInTheDocument();

  const own = screen.getByRole('listitem', { name: 'Сообщение от u7' });
  await userEvent.click(within(own).getByRole('button', { name: 'Удалить' }));
  expect(await within(own).findByText('Сообщение удалено')).toBeInTheDocument();
});

it('keeps the spec text of a failed deletion in Russian in both languages', async () => {
  api.delete('/messages/m1', reply(500, { statusCode: 500, message: 'boom' }));
  renderChat();
  const own = await screen.findByRole('listitem', { name: 'Message from u7' });
  await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Не удалось удалить сообщение')).toBeInTheDocument();
});

it('asks a visitor to sign in, in Russian', async () => {
  await act(() => changeLanguage('ru'));
  renderChat(null);
  expect(await screen.findByRole('link', { name: 'Войдите' })).toHaveAttribute('href', '/auth/login/user');
  expect(screen.getByText(/чтобы писать в чат/)).toBeInTheDocument();
});
