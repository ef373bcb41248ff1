import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage } from '@platform/shared';
import { mockApi, renderWithProviders, reply, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { Root } from '../../root';
import { makeConversation } from '../../testing/messaging.fixtures';
import '../../testing/fake-socket';

let api: MockApi;

function renderMessages() {
  return renderWithProviders(<Root />, { router: false, route: '/account/messages' });
}

beforeEach(() => {
  api = mockApi();
  signedInAs('user', { username: 'member' });
  api.get('/messages/total-unread', { total: 3 });
});

afterEach(() => {
  api.restore();
  resetPlatform();
});

it('lists conversations with their last message and unread count', async () => {
  api.get('/conversations', {
    data: [makeConversation('c1', 'Anna', { totalNotSeenMessages: 3 }), makeConversation('c2', 'Bella')],
    total: 2,
  });
  renderMessages();
  expect(await screen.findByText('Hi from Anna')).toBeInTheDocument();
  expect(screen.getByText('Bella')).toBeInTheDocument();
  expect(screen.getByLabelText('3 unread')).toHaveTextContent('3');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(api.callsTo('GET', '/conversations')[0].params).toMatchObject({ offset: 0, limit: 25 });
});

it('publishes the unread total to bus.unread', async () => {
  api.get('/conversations', { data: [], total: 0 });
  renderMessages();
  await waitFor(() => expect(bus.unread.value()).toBe(3));
});

it('shows the empty state', async () => {
  api.get('/conversations', { data: [], total: 0 });
  renderMessages();
  expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
});

it('toasts the load failure with the exact text and retries', async () => {
  api.on('GET', '/conversations', reply(500, { statusCode: 500, message: 'boom' }), { times: 1 });
  renderMessages();
  // One in the page's error state, one in the toast.
  await waitFor(() => expect(screen.getAllByText('Error occured, please try again later')).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  api.get('/conversations', { data: [makeConversation('c1', 'Anna')], total: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hi from Anna')).toBeInTheDocument();
});

it('pages with "Load more"', async () => {
  api.get('/conversations', (req: { params: Record<string, unknown> }) =>
    Number(req.params.offset) === 0 ? { data: [makeConversation('c1', 'Anna')], total: 2 } : { data: [makeConversation('c2', 'Bella')], total: 2 },
  );
  renderMessages();
  await screen.findByText('Anna');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Bella')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('asks a visitor to sign in', () => {
  act(() => resetPlatform());
  renderMessages();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login/user');
  expect(api.calls).toHaveLength(0);
});

describe('in Russian', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('shows the list, its unread plurals and the empty state in Russian', async () => {
    await act(() => changeLanguage('ru'));
    api.get('/conversations', {
      data: [
        makeConversation('c1', 'Anna', { totalNotSeenMessages: 5 }),
        makeConversation('c2', 'Bella', { totalNotSeenMessages: 2, lastMessage: 'Sent a photo' }),
      ],
      total: 2,
    });
    renderMessages();
    expect(await screen.findByText('Hi from Anna')).toBeInTheDocument();
    expect(screen.getByLabelText('5 непрочитанных')).toHaveTextContent('5');
    expect(screen.getByLabelText('2 непрочитанных')).toBeInTheDocument();
    expect(screen.getByText('Отправлено фото')).toBeInTheDocument();
    expect(screen.getByText('Выберите переписку, чтобы прочитать её здесь.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3 непрочитанных')).toBeInTheDocument());
  });

  it('asks a visitor to sign in, in Russian', async () => {
    await act(() => changeLanguage('ru'));
    act(() => resetPlatform());
    renderMessages();
    expect(screen.getByText('Нужно войти')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth/login/user');
  });
});
