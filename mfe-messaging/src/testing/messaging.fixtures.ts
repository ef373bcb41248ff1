import type { Conversation, Message } from '@platform/shared/contract';

export const ME = 'u-me';

export const makeConversation = (id: string, name: string, overrides: Partial<Conversation> = {}): Conversation => ({
  _id: id,
  type: 'private',
  name: '',
  recipients: [],
  lastSenderId: null,
  streamId: null,
  performerId: null,
  updatedAt: '2025-03-01T10:20:30.000Z',
  lastMessage: `Hi from ${name}`,
  lastMessageCreatedAt: '2025-03-01T10:20:30.000Z',
  recipientInfo: { _id: `p-${id}`, avatar: '', displayName: name, username: name.toLowerCase(), isPerformer: true },
  totalNotSeenMessages: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

export const makeMessage = (id: string, conversationId: string, overrides: Partial<Message> = {}): Message => ({
  _id: id,
  conversationId,
  type: 'text',
  text: `message ${id}`,
  senderId: `p-${conversationId}`,
  senderSource: 'performer',
  senderInfo: { _id: `p-${conversationId}`, avatar: '', displayName: 'Anna', username: 'anna', isPerformer: true },
  isDeleted: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

/** `count` messages of a conversation, newest first (as the server answers), ids `${prefix}{n}` with n counting down. */
export const newestFirst = (conversationId: string, from: number, count: number, prefix = 'm'): Message[] =>
  Array.from({ length: count }, (_, i) => makeMessage(`${prefix}${from - i}`, conversationId, { text: `message ${from - i}` }));
