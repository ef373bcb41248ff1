import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type MockApi } from '@platform/shared/mock';
import { reply, resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';
import { message } from '../../testing/room-fixtures';
import { ChatPanel } from './chat-panel.component';
import { checkMessageId, deleteStreamMessage } from './delete-message';

let api: MockApi;
beforeEach(() => {
  jest.useFakeTimers();
  api = setupLiveApi();
  api.get('/messages/conversations/public/conv-pub', {
    data: [message({ _id: 'm1', senderId: 'u7', text: 'rude words' }), message({ _id: 'm2', senderId: 'p1', text: 'Hello!' })],
    total: 2,
  });
});
afterEach(() => {
  jest.useRealTimers();
  resetLive(api);
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const renderChat = () => renderWithProviders(<ChatPanel kind="public" conversationId="conv-pub" meId="p1" canModerate title="Public chat" />);
const item = (name: string) => screen.findByRole('listitem', { name: `Message from ${name}` });

/** The moderator's chat, where she clicks Delete on the message of `sender`: answers that message's item. */
async function renderAndClickDelete(sender: string) {
  renderChat();
  const sent = await item(sender);
  await user().click(within(sent).getByRole('button', { name: 'Delete' }));
  return sent;
}

it('waits 100 ms before the call, then shows the moderator text', async () => {
  api.delete('/messages/m1', message({ _id: 'm1', senderId: 'u7', text: '', isDeleted: true }));
  const rude = await renderAndClickDelete('u7');
  await act(async () => jest.advanceTimersByTime(99));
  expect(api.callsTo('DELETE', '/messages/m1')).toHaveLength(0);
  await act(async () => jest.advanceTimersByTime(1));
  expect(api.callsTo('DELETE', '/messages/m1')).toHaveLength(1);
  expect(await within(rude).findByText('Сообщение удалено модератором')).toBeInTheDocument();
});

it('an own deletion reads "Message deleted"', async () => {
  api.delete('/messages/m2', message({ _id: 'm2', senderId: 'p1', text: '', isDeleted: true }));
  const own = await renderAndClickDelete('p1');
  await act(async () => jest.advanceTimersByTime(100));
  expect(await within(own).findByText('Message deleted')).toBeInTheDocument();
});

it('a 404 counts as deleted', async () => {
  api.delete('/messages/m1', reply(404, { statusCode: 404, message: 'Message not found' }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const rude = await renderAndClickDelete('u7');
  await act(async () => jest.advanceTimersByTime(100));
  expect(await within(rude).findByText('Сообщение удалено модератором')).toBeInTheDocument();
  expect(screen.queryByText('Не удалось удалить сообщение')).not.toBeInTheDocument();
  warn.mockRestore();
});

it('another error shows the toast and allows a retry', async () => {
  api.on('DELETE', '/messages/m1', reply(500, { statusCode: 500, message: 'db down' }), { times: 1 });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const rude = await renderAndClickDelete('u7');
  await act(async () => jest.advanceTimersByTime(100));
  expect(await screen.findByText('Не удалось удалить сообщение')).toBeInTheDocument();
  expect(within(rude).getByText('rude words')).toBeInTheDocument();

  api.delete('/messages/m1', message({ _id: 'm1', senderId: 'u7', text: 'Сообщение удалено модератором', isDeleted: true }));
  await user().click(within(rude).getByRole('button', { name: 'Delete' }));
  await act(async () => jest.advanceTimersByTime(100));
  expect(await within(rude).findByText('Сообщение удалено модератором')).toBeInTheDocument();
  expect(api.callsTo('DELETE', '/messages/m1')).toHaveLength(2);
  error.mockRestore();
});

it('skips a message that got deleted meanwhile (no call)', async () => {
  const rude = await renderAndClickDelete('u7');
  // deleted by another moderator during the delay
  await serverEmits(
    'message_deleted_conversation_conv-pub',
    message({ _id: 'm1', senderId: 'u7', text: 'Сообщение удалено модератором', isDeleted: true }),
  );
  await act(async () => jest.advanceTimersByTime(100));
  expect(api.callsTo('DELETE', '/messages/m1')).toHaveLength(0);
  expect(within(rude).getByText('Сообщение удалено модератором')).toBeInTheDocument();
});

describe('deleteStreamMessage', () => {
  it('skips an already deleted id without a call and checks the id', async () => {
    await expect(deleteStreamMessage('m1', () => true)).resolves.toEqual({ status: 'skipped' });
    expect(api.calls).toHaveLength(0);
    expect(() => checkMessageId(undefined)).toThrow('messageId not provided');
    expect(() => checkMessageId(42)).toThrow('messageId must be a string');
  });
});
