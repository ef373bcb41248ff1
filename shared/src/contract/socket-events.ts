import type { Static } from '@sinclair/typebox';
import { FavouriteLiveEvent } from './alerts';
import {
  ALERT_EVENTS,
  MESSAGING_EVENTS,
  MONEY_EVENTS,
  STREAM_EVENTS,
  TIP_MENU_EVENTS,
  type messageCreatedEvent,
  type messageDeletedEvent,
} from './events';
import { Message, TotalUnread } from './messaging';
import { BalanceUpdatedEvent, PaymentSettledEvent, TippedEvent } from './money';
import { TipGoalChangedEvent, TipMenuQueue } from './tip-menu';
import {
  BroadcasterEvent,
  JoinedTheRoomEvent,
  ModelRoomEvent,
  ModelStatusEvent,
  PrivateChatAcceptedEvent,
  PrivateChatRejectedEvent,
  PrivateChatRequestEvent,
  PublicRoomChangedEvent,
  ReceivedPaidTokenEvent,
  ShowBilledEvent,
  ShowEndedEvent,
  ShowMemberLeftEvent,
  SpyCountEvent,
} from './streaming';

/**
 * Every socket event the server sends to browsers, by name: the TypeBox schema of its payload. The browser takes
 * only the types (`ServerEvents`); the API can check what it emits against the schemas.
 */
export const ServerEventSchemas = {
  [STREAM_EVENTS.publicRoomChanged]: PublicRoomChangedEvent,
  [STREAM_EVENTS.joinBroadcaster]: BroadcasterEvent,
  [STREAM_EVENTS.modelLeft]: BroadcasterEvent,
  [STREAM_EVENTS.joinedTheRoom]: JoinedTheRoomEvent,
  [STREAM_EVENTS.modelJoinRoom]: ModelRoomEvent,
  [STREAM_EVENTS.modelLeftRoom]: ModelRoomEvent,
  [STREAM_EVENTS.privateChatRequest]: PrivateChatRequestEvent,
  [STREAM_EVENTS.privateChatAccepted]: PrivateChatAcceptedEvent,
  [STREAM_EVENTS.privateChatRejected]: PrivateChatRejectedEvent,
  [STREAM_EVENTS.modelUpdateStatus]: ModelStatusEvent,
  [STREAM_EVENTS.modelUpdateStreamingStatus]: ModelStatusEvent,
  [STREAM_EVENTS.receivedPaidToken]: ReceivedPaidTokenEvent,
  [STREAM_EVENTS.tipped]: TippedEvent,
  [STREAM_EVENTS.showBilled]: ShowBilledEvent,
  [STREAM_EVENTS.showEnded]: ShowEndedEvent,
  [STREAM_EVENTS.showMemberLeft]: ShowMemberLeftEvent,
  [STREAM_EVENTS.spyCount]: SpyCountEvent,
  [STREAM_EVENTS.balanceUpdated]: BalanceUpdatedEvent,
  [MONEY_EVENTS.paymentSettled]: PaymentSettledEvent,
  [ALERT_EVENTS.favouriteLive]: FavouriteLiveEvent,
  [TIP_MENU_EVENTS.goalChanged]: TipGoalChangedEvent,
  [TIP_MENU_EVENTS.queueChanged]: TipMenuQueue,
  [MESSAGING_EVENTS.created]: Message,
  [MESSAGING_EVENTS.deleted]: Message,
  [MESSAGING_EVENTS.unread]: TotalUnread,
};

/** A conversation room's message events, named after the conversation (`messageCreatedEvent(id)`, `messageDeletedEvent(id)`). */
export type ConversationMessageEventName = ReturnType<typeof messageCreatedEvent> | ReturnType<typeof messageDeletedEvent>;

/** server → client socket events: name → payload (the schemas' static types; a room's message events carry the message). */
export type ServerEvents = { [E in keyof typeof ServerEventSchemas]: Static<(typeof ServerEventSchemas)[E]> } & Record<
  ConversationMessageEventName,
  Message
>;
export type ServerEventName = keyof ServerEvents;
