// The SPEC transitions of the messages screen, as one pure reducer (no React, no I/O): the hook around it
// fetches and listens, this file decides what the list and the open thread look like afterwards.
import { messagePreview, OWN_DELETED_TEXT } from '@platform/shared';
import type { Conversation, Message, Paged } from '@platform/shared/contract';

export interface ListState {
  status: 'searching' | 'success' | 'fail';
  /** The search the items answer ('' = every conversation). */
  q: string;
  items: Conversation[];
  total: number;
  /** Items the server's pages gave so far: the next page's offset (a conversation pinned by the client is not counted). */
  fetched: number;
  loadingMore: boolean;
}

export interface ThreadState {
  conversationId: string | null;
  status: 'loading' | 'success' | 'fail';
  /** Oldest first (the server answers newest first). */
  messages: Message[];
  total: number;
  /** The next older page's offset: messages the server's pages gave plus the ones that arrived since. */
  fetched: number;
  loadingOlder: boolean;
}

export interface MessagingState {
  list: ListState;
  thread: ThreadState;
  /** Ids of messages already counted (a message comes back from the POST and again from the socket). */
  seen: string[];
}

export type MessagingAction =
  | { type: 'listRequested'; q: string }
  | { type: 'listMoreRequested' }
  | { type: 'listLoaded'; q: string; page: Paged<Conversation>; more: boolean }
  | { type: 'listFailed'; q: string; more: boolean }
  | { type: 'threadRequested'; conversationId: string | null }
  | { type: 'olderRequested' }
  | { type: 'threadLoaded'; conversationId: string; page: Paged<Message>; older: boolean }
  | { type: 'threadFailed'; conversationId: string; older: boolean }
  /** Back from a socket drop: the list's first page and the open thread's newest page, asked again. */
  | { type: 'listRefreshed'; q: string; page: Paged<Conversation> }
  | { type: 'threadCaughtUp'; conversationId: string; page: Paged<Message> }
  /** The open conversation's details arrived: placed at the top of the list if absent. */
  | { type: 'conversationOpened'; conversation: Conversation }
  /** read-all was called for it (on open, when a message arrives in the open one, or another tab read it). */
  | { type: 'conversationRead'; conversationId: string }
  /**
   * Sending or receiving: appended to the open thread; the list's last message follows. `conversation` is
   * the conversation's details when the list does not hold it yet; `me` tells my own messages (another tab's) apart.
   */
  | { type: 'messageAdded'; message: Message; me: string | null; now: string; conversation?: Conversation }
  | { type: 'messageDeleted'; message: Message };

const SEEN_LIMIT = 500;

export const initialListState = (q = ''): ListState => ({ status: 'searching', q, items: [], total: 0, fetched: 0, loadingMore: false });
export const initialThreadState = (conversationId: string | null = null): ThreadState => ({
  conversationId,
  status: 'loading',
  messages: [],
  total: 0,
  fetched: 0,
  loadingOlder: false,
});
export const initialMessagingState = (): MessagingState => ({ list: initialListState(), thread: initialThreadState(), seen: [] });

/** `items` with the ones of `more` it did not have yet, in order. */
function mergeById<T extends { _id: string }>(items: T[], more: T[]): T[] {
  const ids = new Set(items.map((item) => item._id));
  return [...items, ...more.filter((item) => !ids.has(item._id) && ids.add(item._id))];
}

/** The conversation first, out of wherever it was. */
export function placeOnTop(items: Conversation[], conversation: Conversation): Conversation[] {
  return [conversation, ...items.filter((c) => c._id !== conversation._id)];
}

const updateConversation = (items: Conversation[], id: string, patch: (c: Conversation) => Conversation): Conversation[] =>
  items.map((c) => (c._id === id ? patch(c) : c));

function deletedVersion(original: Message | undefined, deleted: Message): Message {
  const { file: _file, imageUrl: _imageUrl, ...rest } = { ...original, ...deleted };
  return { ...rest, isDeleted: true, text: deleted.text?.trim() ? deleted.text : OWN_DELETED_TEXT };
}

function addMessage(state: MessagingState, action: Extract<MessagingAction, { type: 'messageAdded' }>): MessagingState {
  const { message: m, me, now } = action;
  const { list, thread } = state;
  const isOpen = thread.conversationId === m.conversationId;
  const inThread = thread.messages.findIndex((x) => x._id === m._id);

  // Already counted (the POST answer and the socket's echo of the same message): only its fresher copy is kept.
  if (state.seen.includes(m._id) || inThread >= 0) {
    if (inThread < 0) return state;
    const messages = thread.messages.slice();
    messages[inThread] = { ...messages[inThread], ...m };
    return { ...state, thread: { ...thread, messages } };
  }
  const seen = [...state.seen, m._id].slice(-SEEN_LIMIT);
  const lastMessage = messagePreview(m);

  if (isOpen) {
    // Appended to the thread; the list's entry gets its last message, time now and no unseen messages.
    const nextThread: ThreadState =
      thread.status === 'success' ? { ...thread, messages: [...thread.messages, m], total: thread.total + 1, fetched: thread.fetched + 1 } : thread;
    const items = updateConversation(list.items, m.conversationId, (c) => ({
      ...c,
      lastMessage,
      lastMessageCreatedAt: now,
      lastSenderId: m.senderId,
      totalNotSeenMessages: 0,
    }));
    return { ...state, seen, thread: nextThread, list: { ...list, items } };
  }

  // Another conversation: to the top with its last message, one more unseen unless I sent it (from another tab).
  const current = list.items.find((c) => c._id === m.conversationId) ?? action.conversation;
  if (!current) return { ...state, seen };
  const wasListed = list.items.some((c) => c._id === m.conversationId);
  const moved: Conversation = {
    ...current,
    lastMessage,
    lastMessageCreatedAt: m.createdAt || now,
    lastSenderId: m.senderId,
    totalNotSeenMessages: (current.totalNotSeenMessages ?? 0) + (m.senderId === me ? 0 : 1),
  };
  return {
    ...state,
    seen,
    list: {
      ...list,
      items: placeOnTop(list.items, moved),
      // A conversation new to the list is new at the top of the server's order too: every loaded one moved down.
      total: wasListed ? list.total : list.total + 1,
      fetched: wasListed ? list.fetched : list.fetched + 1,
    },
  };
}

/** The thread's messages refreshed from its newest page (deletions included), plus those it missed, in time order. */
function catchUpThread(state: MessagingState, page: Paged<Message>): MessagingState {
  const { thread } = state;
  const fresh = new Map(page.data.map((m) => [m._id, m]));
  const held = new Set(thread.messages.map((m) => m._id));
  const missed = [...page.data].reverse().filter((m) => !held.has(m._id));
  const messages = [...thread.messages.map((m) => fresh.get(m._id) ?? m), ...missed].sort(
    (a, b) => (Date.parse(a.createdAt) || 0) - (Date.parse(b.createdAt) || 0),
  );
  return {
    ...state,
    seen: [...state.seen, ...missed.map((m) => m._id)].slice(-SEEN_LIMIT),
    thread: { ...thread, messages, total: page.total, fetched: thread.fetched + missed.length },
  };
}

export function messagingReducer(state: MessagingState, action: MessagingAction): MessagingState {
  const { list, thread } = state;
  switch (action.type) {
    case 'listRequested':
      return { ...state, list: initialListState(action.q) };
    case 'listMoreRequested':
      return list.status === 'success' ? { ...state, list: { ...list, loadingMore: true } } : state;
    case 'listLoaded': {
      if (action.q !== list.q) return state; // an older search's answer
      // A first page keeps a conversation pinned on top meanwhile (the open one) unless the page has it at its place.
      const pageIds = new Set(action.page.data.map((c) => c._id));
      const items = action.more ? mergeById(list.items, action.page.data) : [...list.items.filter((c) => !pageIds.has(c._id)), ...action.page.data];
      return {
        ...state,
        list: { ...list, status: 'success', items, total: action.page.total, fetched: list.fetched + action.page.data.length, loadingMore: false },
      };
    }
    case 'listFailed':
      if (action.q !== list.q) return state;
      return { ...state, list: action.more ? { ...list, loadingMore: false } : { ...list, status: 'fail', loadingMore: false } };

    case 'threadRequested':
      return thread.conversationId === action.conversationId && thread.status !== 'fail'
        ? state
        : { ...state, thread: initialThreadState(action.conversationId) };
    case 'olderRequested':
      return thread.status === 'success' ? { ...state, thread: { ...thread, loadingOlder: true } } : state;
    case 'threadLoaded': {
      if (action.conversationId !== thread.conversationId) return state;
      const page = [...action.page.data].reverse(); // oldest first
      if (!action.older) {
        return {
          ...state,
          thread: { ...thread, status: 'success', messages: page, total: action.page.total, fetched: action.page.data.length },
        };
      }
      // Loading more prepends the older messages (the view keeps its scroll position).
      const ids = new Set(thread.messages.map((m) => m._id));
      const older = page.filter((m) => !ids.has(m._id));
      return {
        ...state,
        thread: {
          ...thread,
          messages: [...older, ...thread.messages],
          total: action.page.total,
          fetched: thread.fetched + action.page.data.length,
          loadingOlder: false,
        },
      };
    }
    case 'listRefreshed': {
      if (action.q !== list.q || list.status !== 'success') return state;
      // The fresh first page in the server's order, then what the older pages had loaded.
      const items = mergeById(action.page.data, list.items);
      return { ...state, list: { ...list, items, total: action.page.total, fetched: Math.max(list.fetched, action.page.data.length) } };
    }
    case 'threadCaughtUp':
      return action.conversationId === thread.conversationId && thread.status === 'success' ? catchUpThread(state, action.page) : state;
    case 'threadFailed':
      if (action.conversationId !== thread.conversationId) return state;
      return { ...state, thread: action.older ? { ...thread, loadingOlder: false } : { ...thread, status: 'fail' } };

    case 'conversationOpened': {
      const { conversation } = action;
      if (list.items.some((c) => c._id === conversation._id)) return state;
      return { ...state, list: { ...list, items: placeOnTop(list.items, conversation) } };
    }
    case 'conversationRead':
      return {
        ...state,
        list: { ...list, items: updateConversation(list.items, action.conversationId, (c) => ({ ...c, totalNotSeenMessages: 0 })) },
      };

    case 'messageAdded':
      return addMessage(state, action);
    case 'messageDeleted': {
      const index = thread.messages.findIndex((m) => m._id === action.message._id);
      if (index < 0) return state;
      const messages = thread.messages.slice();
      messages[index] = deletedVersion(messages[index], action.message);
      // The list shows 'Message deleted' when it was the open conversation's last message.
      const wasLast = index === messages.length - 1;
      const items = wasLast
        ? updateConversation(list.items, action.message.conversationId, (c) => ({ ...c, lastMessage: messages[index].text }))
        : list.items;
      return { ...state, thread: { ...thread, messages }, list: { ...list, items } };
    }
    default:
      return state;
  }
}
