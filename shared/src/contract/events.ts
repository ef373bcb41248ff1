// Runtime values of live shows: socket event names and the texts the server sends.
// Kept free of TypeBox so the browser takes them from `@platform/shared` without pulling in the schemas.

/** Text that replaces a stream message deleted by a moderator (the performer or an admin). */
export const MODERATOR_DELETED_TEXT = 'Сообщение удалено модератором';
/** Text that replaces a message deleted by its own sender. */
export const OWN_DELETED_TEXT = 'Message deleted';

/** `show-ended` / `show-member-left` message to the member whose balance ran out. */
export const SHOW_ENDED_MEMBER_LOW_BALANCE = 'Your balance is too low to continue the show.';
/** `show-ended` / `show-member-left` message to the performer when the member's balance ran out. */
export const SHOW_ENDED_PERFORMER_LOW_BALANCE = "The member's balance is too low to continue the show.";

/** 403 to a member the performer has blocked: her room, chat, shows and tips are closed to him. */
export const BLOCKED_BY_PERFORMER_TEXT = 'This performer has blocked you';
/** 403 to a visitor or member whose country the performer has blocked: her profile, room, shows and tips are closed. */
export const BLOCKED_IN_COUNTRY_TEXT = 'This performer is not available in your country';
/** 403 to anyone outside a private or group show who asks for it. */
export const PRIVATE_SHOW_TEXT = 'This show is private.';
/** 403 to a performer whose account is not verified yet when she starts a show (the broadcast page says the same). */
export const UNVERIFIED_PERFORMER_TEXT = 'Your account is not verified yet. You can broadcast once it has been verified.';

/** Socket event names of live shows. */
export const STREAM_EVENTS = {
  publicJoin: 'public-stream/join',
  publicRejoin: 'public-stream/rejoin',
  publicLeave: 'public-stream/leave',
  publicLive: 'public-stream/live',
  joinRoom: 'JOIN_ROOM',
  rejoinRoom: 'REJOIN_ROOM',
  leaveRoom: 'LEAVE_ROOM',
  publicRoomChanged: 'public-room-changed',
  joinBroadcaster: 'join-broadcaster',
  modelLeft: 'model-left',
  joinedTheRoom: 'JOINED_THE_ROOM',
  modelJoinRoom: 'MODEL_JOIN_ROOM',
  modelLeftRoom: 'MODEL_LEFT_ROOM',
  privateChatRequest: 'private-chat-request',
  privateChatAccepted: 'private-chat-accepted',
  privateChatRejected: 'private-chat-rejected',
  modelUpdateStatus: 'modelUpdateStatus',
  modelUpdateStreamingStatus: 'modelUpdateStreamingStatus',
  receivedPaidToken: 'RECEIVED_PAID_TOKEN',
  tipped: 'tipped',
  showBilled: 'show-billed',
  showEnded: 'show-ended',
  showMemberLeft: 'show-member-left',
  /** server → the room of a private show (its performer and member): how many spies watch it (SpyCountEvent). */
  spyCount: 'spy-count',
  balanceUpdated: 'balance-updated',
} as const;

/** Account socket events of money (besides `balance-updated`). */
export const MONEY_EVENTS = {
  /** server → the buyer: a purchase finished by the server's reconciler (PaymentSettledEvent). */
  paymentSettled: 'payment-settled',
} as const;

export const ALERT_EVENTS = {
  /** server → a member: a performer among his favourites has just gone live (FavouriteLiveEvent; at most once an hour per performer). */
  favouriteLive: 'favourite-live',
} as const;

/** The tip menu and goals (TipGoalChangedEvent to her public room and her tabs; TipMenuQueue to her tabs). */
export const TIP_MENU_EVENTS = {
  goalChanged: 'tip-goal-changed',
  queueChanged: 'tip-menu-queue',
} as const;

/** Room event of a new message: `message_created_conversation_{id}`. */
export const messageCreatedEvent = (conversationId: string): `message_created_conversation_${string}` =>
  `message_created_conversation_${conversationId}`;
/** Room event of a deleted message: `message_deleted_conversation_{id}`. */
export const messageDeletedEvent = (conversationId: string): `message_deleted_conversation_${string}` =>
  `message_deleted_conversation_${conversationId}`;
/** Room name of a conversation: `conversation:{type}:{id}`. */
export const conversationRoom = (type: string, conversationId: string): string => `conversation:${type}:${conversationId}`;

/** Account socket events of private messaging (besides the room events). */
export const MESSAGING_EVENTS = {
  /** server → every tab of every participant (the sender's other tabs too): the new message. */
  created: 'message_created',
  /** server → every tab of every participant: the message, now deleted. */
  deleted: 'message_deleted',
  /** server → every tab of an account: `{total, conversationId?}` after a new message or a read. */
  unread: 'nofify_read_messages_in_conversation', // sic: the reference platform's spelling
} as const;
