import { initialMessagingState, messagingReducer, type MessagingAction, type MessagingState } from './messaging.reducer';
import { makeConversation, makeMessage, ME, newestFirst } from '../../testing/messaging.fixtures';

const NOW = '2025-06-01T12:00:00.000Z';
const run = (state: MessagingState, ...actions: MessagingAction[]) => actions.reduce(messagingReducer, state);

const anna = makeConversation('c1', 'Anna', { totalNotSeenMessages: 2 });
const bella = makeConversation('c2', 'Bella', { totalNotSeenMessages: 1 });
const carla = makeConversation('c3', 'Carla');

/** A list of Anna and Bella (total 3 on the server) with Anna's thread open and loaded (m3, m2 of 5). */
function withAnnaOpen(): MessagingState {
  return run(
    initialMessagingState(),
    { type: 'listRequested', q: '' },
    { type: 'listLoaded', q: '', page: { data: [anna, bella], total: 3 }, more: false },
    { type: 'threadRequested', conversationId: 'c1' },
    { type: 'threadLoaded', conversationId: 'c1', page: { data: newestFirst('c1', 3, 2), total: 5 }, older: false },
  );
}
const ids = (items: Array<{ _id: string }>) => items.map((i) => i._id);

describe('the list', () => {
  it('searching → success, pages appended without duplicates, an old search answer ignored', () => {
    let state = run(initialMessagingState(), { type: 'listRequested', q: 'an' });
    expect(state.list).toMatchObject({ status: 'searching', q: 'an', items: [] });
    state = run(state, { type: 'listLoaded', q: '', page: { data: [carla], total: 1 }, more: false });
    expect(state.list.status).toBe('searching');
    state = run(
      state,
      { type: 'listLoaded', q: 'an', page: { data: [anna], total: 2 }, more: false },
      { type: 'listMoreRequested' },
      { type: 'listLoaded', q: 'an', page: { data: [anna, bella], total: 2 }, more: true },
    );
    expect(ids(state.list.items)).toEqual(['c1', 'c2']);
    expect(state.list).toMatchObject({ status: 'success', total: 2, fetched: 3, loadingMore: false });
  });

  it('fail: the first page fails the list, a later page only stops loading', () => {
    const failed = run(initialMessagingState(), { type: 'listRequested', q: '' }, { type: 'listFailed', q: '', more: false });
    expect(failed.list.status).toBe('fail');
    const more = run(withAnnaOpen(), { type: 'listMoreRequested' }, { type: 'listFailed', q: '', more: true });
    expect(more.list).toMatchObject({ status: 'success', loadingMore: false });
    expect(more.list.items).toHaveLength(2);
  });
});

describe('opening and reading', () => {
  it('opening a conversation places it at the top of the list if absent (and leaves a listed one in place)', () => {
    const state = withAnnaOpen();
    expect(ids(run(state, { type: 'conversationOpened', conversation: carla }).list.items)).toEqual(['c3', 'c1', 'c2']);
    expect(run(state, { type: 'conversationOpened', conversation: bella }).list.items).toBe(state.list.items);
  });

  it('a first list page after the open conversation was pinned keeps it on top unless the page has it', () => {
    const pinned = run(initialMessagingState(), { type: 'listRequested', q: '' }, { type: 'conversationOpened', conversation: carla });
    const loaded = run(pinned, { type: 'listLoaded', q: '', page: { data: [anna, bella], total: 3 }, more: false });
    expect(ids(loaded.list.items)).toEqual(['c3', 'c1', 'c2']);
    expect(loaded.list.fetched).toBe(2);
    const inPage = run(pinned, { type: 'listLoaded', q: '', page: { data: [anna, carla], total: 3 }, more: false });
    expect(ids(inPage.list.items)).toEqual(['c1', 'c3']);
  });

  it('reading sets its unseen count to 0', () => {
    const state = run(withAnnaOpen(), { type: 'conversationRead', conversationId: 'c1' });
    expect(state.list.items.map((c) => c.totalNotSeenMessages)).toEqual([0, 1]);
  });
});

describe('the thread', () => {
  it('shows the first page oldest first', () => {
    const state = withAnnaOpen();
    expect(ids(state.thread.messages)).toEqual(['m2', 'm3']);
    expect(state.thread).toMatchObject({ status: 'success', total: 5, fetched: 2 });
  });

  it('loading more prepends older messages', () => {
    const state = run(
      withAnnaOpen(),
      { type: 'olderRequested' },
      { type: 'threadLoaded', conversationId: 'c1', page: { data: newestFirst('c1', 1, 1), total: 5 }, older: true },
    );
    expect(ids(state.thread.messages)).toEqual(['m1', 'm2', 'm3']);
    expect(state.thread).toMatchObject({ fetched: 3, loadingOlder: false });
  });

  it('ignores an answer for a conversation no longer open; a failed older page keeps the thread', () => {
    const state = run(withAnnaOpen(), { type: 'threadRequested', conversationId: 'c2' });
    expect(state.thread).toMatchObject({ conversationId: 'c2', status: 'loading', messages: [] });
    expect(run(state, { type: 'threadLoaded', conversationId: 'c1', page: { data: newestFirst('c1', 9, 1), total: 9 }, older: false })).toBe(state);
    const older = run(withAnnaOpen(), { type: 'olderRequested' }, { type: 'threadFailed', conversationId: 'c1', older: true });
    expect(older.thread).toMatchObject({ status: 'success', loadingOlder: false });
    expect(older.thread.messages).toHaveLength(2);
  });
});

describe('sending and receiving', () => {
  it('sending appends the message; the open conversation gets its last message, time now and unseen 0', () => {
    const mine = makeMessage('m4', 'c1', { senderId: ME, senderSource: 'user', text: 'hello Anna', createdAt: '2025-01-01T00:00:00.000Z' });
    const state = run(withAnnaOpen(), { type: 'messageAdded', message: mine, me: ME, now: NOW });
    expect(ids(state.thread.messages)).toEqual(['m2', 'm3', 'm4']);
    expect(state.thread).toMatchObject({ total: 6, fetched: 3 });
    expect(state.list.items[0]).toMatchObject({ _id: 'c1', lastMessage: 'hello Anna', lastMessageCreatedAt: NOW, totalNotSeenMessages: 0 });
    expect(ids(state.list.items)).toEqual(['c1', 'c2']);
  });

  it('receiving in the open conversation appends it too (read, unseen stays 0)', () => {
    const state = run(withAnnaOpen(), { type: 'messageAdded', message: makeMessage('m9', 'c1', { text: 'are you there?' }), me: ME, now: NOW });
    expect(ids(state.thread.messages)).toEqual(['m2', 'm3', 'm9']);
    expect(state.list.items[0]).toMatchObject({ lastMessage: 'are you there?', lastMessageCreatedAt: NOW, totalNotSeenMessages: 0 });
  });

  it('the same message twice (POST answer and socket echo) is appended and counted once', () => {
    const m = makeMessage('m9', 'c2', { text: 'one' });
    const state = run(withAnnaOpen(), { type: 'messageAdded', message: m, me: ME, now: NOW }, { type: 'messageAdded', message: m, me: ME, now: NOW });
    expect(state.list.items[0]).toMatchObject({ _id: 'c2', totalNotSeenMessages: 2 });
    const mine = makeMessage('m4', 'c1', { senderId: ME });
    const twice = run(
      withAnnaOpen(),
      { type: 'messageAdded', message: mine, me: ME, now: NOW },
      { type: 'messageAdded', message: mine, me: ME, now: NOW },
    );
    expect(ids(twice.thread.messages)).toEqual(['m2', 'm3', 'm4']);
  });

  it('a received message for another conversation moves it to the top with its last message and unseen+1', () => {
    const m = makeMessage('m7', 'c2', { text: 'miss you', createdAt: '2025-06-01T11:59:00.000Z' });
    const state = run(withAnnaOpen(), { type: 'messageAdded', message: m, me: ME, now: NOW });
    expect(ids(state.list.items)).toEqual(['c2', 'c1']);
    expect(state.list.items[0]).toMatchObject({ lastMessage: 'miss you', lastMessageCreatedAt: '2025-06-01T11:59:00.000Z', totalNotSeenMessages: 2 });
    expect(ids(state.thread.messages)).toEqual(['m2', 'm3']); // not the open thread
  });

  it('a conversation not listed yet comes to the top with the details the hook fetched', () => {
    const m = makeMessage('m7', 'c3', { type: 'photo', text: '' });
    const without = run(withAnnaOpen(), { type: 'messageAdded', message: m, me: ME, now: NOW });
    expect(ids(without.list.items)).toEqual(['c1', 'c2']);
    const state = run(withAnnaOpen(), { type: 'messageAdded', message: m, me: ME, now: NOW, conversation: carla });
    expect(ids(state.list.items)).toEqual(['c3', 'c1', 'c2']);
    expect(state.list.items[0]).toMatchObject({ lastMessage: 'Sent a photo', totalNotSeenMessages: 1 });
    expect(state.list).toMatchObject({ total: 4, fetched: 3 });
  });

  it('my own message from another tab for another conversation moves it up without an unseen one', () => {
    const m = makeMessage('m7', 'c2', { senderId: ME, text: 'sent elsewhere' });
    const state = run(withAnnaOpen(), { type: 'messageAdded', message: m, me: ME, now: NOW });
    expect(state.list.items[0]).toMatchObject({ _id: 'c2', lastMessage: 'sent elsewhere', totalNotSeenMessages: 1 });
  });
});

describe('deleting', () => {
  it("turns the message into 'Message deleted' without its attachment; as the last one the list shows it too", () => {
    const photo = makeMessage('m4', 'c1', {
      senderId: ME,
      type: 'photo',
      text: '',
      imageUrl: '/f/full.jpg',
      file: { url: '/f/full.jpg', thumbnailUrl: '/f/t.webp', name: 'a.jpg', size: 10, mimeType: 'image/jpeg' },
    });
    let state = run(withAnnaOpen(), { type: 'messageAdded', message: photo, me: ME, now: NOW });
    state = run(state, {
      type: 'messageDeleted',
      message: { ...photo, isDeleted: true, text: 'Message deleted', file: undefined, imageUrl: undefined },
    });
    const deleted = state.thread.messages[2];
    expect(deleted).toMatchObject({ _id: 'm4', isDeleted: true, text: 'Message deleted' });
    expect(deleted.file).toBeUndefined();
    expect(deleted.imageUrl).toBeUndefined();
    expect(state.list.items[0].lastMessage).toBe('Message deleted');
    // without a text from the server the own-deletion text is used; an unknown id changes nothing
    const other = run(withAnnaOpen(), { type: 'messageDeleted', message: { ...makeMessage('m2', 'c1'), text: '', isDeleted: true } });
    expect(other.thread.messages[0].text).toBe('Message deleted');
    expect(other.list.items[0].lastMessage).toBe('Hi from Anna');
    const unknown = withAnnaOpen();
    expect(run(unknown, { type: 'messageDeleted', message: makeMessage('zz', 'c1') })).toBe(unknown);
  });
});

describe('back from a socket drop', () => {
  it('the thread takes the newest page: missed messages appended once, deletions applied, older ones kept', () => {
    const deleted = makeMessage('m3', 'c1', { text: 'Message deleted', isDeleted: true });
    const newest = { data: [makeMessage('m5', 'c1'), makeMessage('m4', 'c1'), deleted], total: 7 };
    const state = run(withAnnaOpen(), { type: 'threadCaughtUp', conversationId: 'c1', page: newest });
    expect(ids(state.thread.messages)).toEqual(['m2', 'm3', 'm4', 'm5']);
    expect(state.thread.messages[1]).toMatchObject({ isDeleted: true, text: 'Message deleted' });
    expect(state.thread).toMatchObject({ total: 7, fetched: 4 });
    // the socket's late copy of a caught-up message is not added twice
    const again = run(state, { type: 'messageAdded', message: makeMessage('m5', 'c1'), me: ME, now: NOW });
    expect(ids(again.thread.messages)).toEqual(['m2', 'm3', 'm4', 'm5']);
    // another conversation's answer changes nothing
    expect(run(state, { type: 'threadCaughtUp', conversationId: 'c2', page: newest })).toBe(state);
  });

  it('the list takes the fresh first page in the server order, keeping conversations of later pages', () => {
    const fresh = { ...bella, lastMessage: 'New from Bella', totalNotSeenMessages: 4 };
    const state = run(withAnnaOpen(), { type: 'listRefreshed', q: '', page: { data: [fresh, carla], total: 4 } });
    expect(ids(state.list.items)).toEqual(['c2', 'c3', 'c1']);
    expect(state.list.items[0]).toMatchObject({ lastMessage: 'New from Bella', totalNotSeenMessages: 4 });
    expect(state.list.total).toBe(4);
  });
});
