import { Type, type Static } from '@sinclair/typebox';
import { Role } from './auth';
import { Nullable, ObjectId, StringEnum } from './envelope';
import { TimestampFields } from './fields';
import { PublicUser } from './profiles';

export const ConversationType = StringEnum(['private', 'stream_public', 'stream_private', 'stream_group']);
export type ConversationType = Static<typeof ConversationType>;

export const ConversationRecipient = Type.Object({
  source: Role,
  sourceId: Type.String(),
});
export type ConversationRecipient = Static<typeof ConversationRecipient>;

export const Conversation = Type.Object({
  _id: Type.String(),
  type: ConversationType,
  name: Type.String(),
  recipients: Type.Array(ConversationRecipient),
  lastMessage: Type.String(),
  lastSenderId: Nullable(Type.String()),
  lastMessageCreatedAt: Nullable(Type.String()),
  streamId: Nullable(Type.String()),
  performerId: Nullable(Type.String()),
  /** The other party (private conversations), public form. */
  recipientInfo: Nullable(PublicUser),
  /** The caller's unread messages in this conversation. */
  totalNotSeenMessages: Type.Number({ description: "The caller's unread messages in this conversation" }),
  ...TimestampFields,
});
export type Conversation = Static<typeof Conversation>;

/** POST /conversations: find or create the private conversation with that account. */
export const CreateConversationRequest = Type.Object({
  source: Role,
  sourceId: ObjectId,
});
export type CreateConversationRequest = Static<typeof CreateConversationRequest>;

/**
 * An attachment: `url` (and `thumbnailUrl`) is a link signed for the account the message was served to, one of the
 * conversation's two parties; it opens for that account only (bearer or session cookie) and expires like content
 * links (SIGNED_URL_TTL_SECONDS): fetch the messages again for a fresh one. `&download=1` asks for a download.
 */
export const MessageFile = Type.Object({
  url: Type.String(),
  /** A WebP preview (images only). */
  thumbnailUrl: Type.Optional(Type.String()),
  name: Type.String(),
  size: Type.Number({ description: 'Bytes' }),
  mimeType: Type.String(),
});
export type MessageFile = Static<typeof MessageFile>;

/** `file` (a non-image attachment) is ours; the reference platform knows text, photo, tip and notify. */
export const MessageType = StringEnum(['text', 'photo', 'file', 'tip', 'notify']);
export type MessageType = Static<typeof MessageType>;

export const Message = Type.Object({
  _id: Type.String(),
  conversationId: Type.String(),
  type: MessageType,
  text: Type.String(),
  senderId: Type.String(),
  senderSource: Role,
  senderInfo: Nullable(PublicUser),
  /** A photo message's image (the full file); served to the conversation's participants only. */
  imageUrl: Type.Optional(Type.String()),
  /** The attachment of a photo or file message (absent once the message is deleted). */
  file: Type.Optional(MessageFile),
  /** Tokens of a tip message. */
  token: Type.Optional(Type.Number({ description: 'Tokens of a tip message' })),
  /** A tip for an item of her tip menu: the item's name when it was tipped. */
  tipItem: Type.Optional(Type.String()),
  /** A `notify` message that her goal was reached: the goal. */
  goalReached: Type.Optional(Type.Object({ title: Type.String(), target: Type.Integer() })),
  isDeleted: Type.Boolean(),
  ...TimestampFields,
});
export type Message = Static<typeof Message>;

/** POST /messages/conversations/{id}: 1–2000 characters (blank text is refused after trimming). */
export const SendMessageRequest = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type SendMessageRequest = Static<typeof SendMessageRequest>;

/** POST /messages/read-all. */
export const ReadAllMessagesRequest = Type.Object({
  conversationId: ObjectId,
  recipientId: Type.Optional(ObjectId),
});
export type ReadAllMessagesRequest = Static<typeof ReadAllMessagesRequest>;

/** GET /messages/total-unread, POST /messages/read-all, socket `nofify_read_messages_in_conversation`. */
export const TotalUnread = Type.Object({
  total: Type.Number(),
  /** On the socket event after a read: the conversation that was read (its unseen count is now 0 in every tab). */
  conversationId: Type.Optional(Type.String()),
});
export type TotalUnread = Static<typeof TotalUnread>;

/**
 * POST /messages/private/file (multipart): `conversationId`, `file` (an image → a photo message, a PDF, text
 * or ZIP file → a file message) and an optional caption `text`. Answers the message.
 */
export const PrivateFileFields = Type.Object({
  conversationId: ObjectId,
  text: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type PrivateFileFields = Static<typeof PrivateFileFields>;

export const MessageListQuery = Type.Object({
  offset: Type.Optional(Type.Number()),
  limit: Type.Optional(Type.Number()),
  sort: Type.Optional(StringEnum(['asc', 'desc'])),
});
export type MessageListQuery = Static<typeof MessageListQuery>;
