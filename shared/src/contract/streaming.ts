import type { Conversation, Message } from './messaging';
import type { Performer, PublicUser, StreamingStatus } from './profiles';

/**
 * Streaming calls (SPEC.md §7 "Streaming") and the realtime events of live shows
 * (reference: xlive-contract.md "Streaming", "Realtime"). Used by services/api and mfe-live.
 */

export type StreamType = 'public' | 'private' | 'group';

/** A stream row (reference shape, plus a few fields the client finds useful). */
export interface Stream {
  _id: string;
  performerId: string;
  type: StreamType;
  /** Media server stream id of this show (public: the performer's broadcast id). */
  sessionId: string;
  isStreaming: boolean;
  /** Media stream ids taking part (private/group: `{private|group}-{streamId}-{userId}`). */
  streamIds: string[];
  totalViewer: number;
  conversationId: string | null;
  /** Private shows: the requesting member. */
  userId?: string | null;
  status: 'requested' | 'active' | 'ended' | 'rejected';
  createdAt: string;
  updatedAt: string;
}

/** POST /streaming/session. */
export interface StreamSessionRequest {
  /** Performer id (public) or conversation id (private/group). */
  id: string;
  type: StreamType;
}

/** Answer of POST /streaming/session (SPEC.md §3 "Stream session"). */
export interface StreamSession {
  streamId: string;
  settings: { secureOption: boolean; viewerURL: string };
  appName: string;
}

/** POST /streaming/live, POST /streaming/group-chat, POST /streaming/private-chat/{performerId},
 *  POST /streaming/private-chat/accept/{conversationId}, GET /streaming/group-chat/{performerId}. */
export interface StreamConversationResponse {
  conversation: Conversation;
  sessionId: string;
}

/** POST /streaming/live (optional body). */
export interface GoLiveRequest {
  title?: string;
}

/** GET /streaming/finish, PUT /streaming/private-chat/reject/{id}. */
export interface StreamingSuccess {
  success: boolean;
}

/** GET /streaming/chat/public (performer): her public chat and the running public show, if any. */
export interface PublicChatResponse {
  conversation: Conversation;
  sessionId: string | null;
}

/** PUT /streaming/settings (admin): media settings; secureOption is pushed to the media server. */
export interface UpdateStreamingSettingsRequest {
  secureOption?: boolean;
  optionForBroadcast?: 'hls' | 'webrtc';
  optionForPrivate?: 'hls' | 'webrtc';
  optionForGroup?: 'hls' | 'webrtc';
}

/** POST /streaming/webhook (media server → API; `X-Media-Secret` header or `?secret=`). */
export interface MediaWebhookRequest {
  id: string;
  action: 'liveStreamStarted' | 'liveStreamEnded' | string;
  streamName?: string;
  category?: string;
}

/** POST /streaming/join/{performerId}. */
export interface JoinStreamResponse {
  sessionId: string;
}

/** GET /streaming/status/{performerId}. */
export interface StreamingStatusResponse {
  performerId: string;
  streamingStatus: StreamingStatus;
  isStreaming: boolean;
  sessionId: string | null;
  conversationId: string | null;
  streamingTitle: string;
}

/** GET /streaming/active: a page of live performers. */
export type ActiveStreamsResponse = { data: Performer[]; total: number };

/** GET /streams query. */
export interface StreamListQuery {
  limit?: number;
  offset?: number;
  performerId?: string;
  sortBy?: string;
  sort?: 'asc' | 'desc';
}

export type StreamTokenType = 'publish' | 'play';

/** POST /streaming/token. `expireDate` is unix seconds (default now + 1 day). */
export interface StreamTokenRequest {
  id: string;
  type: StreamTokenType;
  expireDate?: number;
}

export interface StreamTokenResponse {
  tokenId: string;
  streamId: string;
  expireDate: number;
  type: StreamTokenType;
}

/** GET /streaming/active-streams/{performerId}: the performer's running shows. */
export type PerformerActiveStreamsResponse = Stream[];

/** GET /streaming/webrtc/config. */
export interface WebRtcConfig {
  iceServers: Array<{ urls: string | string[]; username?: string; credential?: string }>;
  /** ws(s)://host/{AppName}/websocket */
  websocketUrl: string;
  /** base for `{hlsBaseUrl}/{streamId}.m3u8` */
  hlsBaseUrl: string;
  appName: string;
  optionForBroadcast: 'hls' | 'webrtc';
  optionForPrivate: 'hls' | 'webrtc';
  optionForGroup: 'hls' | 'webrtc';
  secureOption: boolean;
}

/** GET /streaming/analytics/{streamId} (stream id or session id). */
export interface StreamAnalytics {
  streamId: string;
  sessionId: string;
  type: StreamType;
  isStreaming: boolean;
  totalViewer: number;
  currentViewers: number;
  durationSeconds: number;
  tokensEarned: number;
  billedMinutes: number;
  startedAt: string;
  endedAt: string | null;
}

/** POST /streaming/viewer-unregister/{streamId}. */
export interface ViewerUnregisterRequest {
  userId?: string;
}

/** GET /streaming/viewers/{streamId}, and the answers of viewer-register/unregister. */
export interface StreamViewers {
  streamId: string;
  total: number;
  viewers: PublicUser[];
}

/** POST /messages/stream/conversations/{id}, POST /messages/stream/public/conversations/{id}. */
export interface SendStreamMessageRequest {
  text: string;
}

/** Text that replaces a stream message deleted by a moderator (the performer or an admin). */
export const MODERATOR_DELETED_TEXT = 'Сообщение удалено модератором';
/** Text that replaces a message deleted by its own sender. */
export const OWN_DELETED_TEXT = 'Message deleted';

// ---- realtime (socket.io) ----

export interface ConversationRoomPayload {
  conversationId: string;
}

/** server → room `public-room-changed`. */
export interface PublicRoomChangedEvent {
  conversationId: string;
  total: number;
  members: PublicUser[];
}

/** server → room `join-broadcaster`, `model-left`. */
export interface BroadcasterEvent {
  performerId: string;
  conversationId?: string;
}

/** server → member `JOINED_THE_ROOM`. */
export interface JoinedTheRoomEvent {
  conversationId: string;
  streamId: string;
  total: number;
  members: PublicUser[];
  streamList: string[];
}

/** server → performer `private-chat-request`. */
export interface PrivateChatRequestEvent {
  user: PublicUser;
  conversationId: string;
  streamId: string;
}

/** server → member `private-chat-accepted`. */
export interface PrivateChatAcceptedEvent {
  conversationId: string;
  sessionId: string;
}

/** server → member `private-chat-rejected`. */
export interface PrivateChatRejectedEvent {
  conversationId: string;
}

/** server → all `modelUpdateStatus`, `modelUpdateStreamingStatus`. */
export interface ModelStatusEvent {
  id: string;
  performer: Performer;
  status: StreamingStatus;
}

/** server → performer `RECEIVED_PAID_TOKEN`. */
export interface ReceivedPaidTokenEvent {
  conversationId: string;
  token: number;
  netPrice: number;
}

/** server → member `show-billed` (a minute of a private/group show was charged). */
export interface ShowBilledEvent {
  conversationId: string;
  minute: number;
  token: number;
  balance: number;
}

export type ShowEndedReason =
  | 'insufficient-balance'
  | 'finished'
  | 'member-left'
  | 'performer-left'
  | 'rejected'
  | 'stale'
  | 'billing-failed'
  | 'max-duration';

/** server → member and performer `show-ended`. */
export interface ShowEndedEvent {
  conversationId: string;
  reason: ShowEndedReason;
  message: string;
}

/** server → performer `show-member-left`: one member of a group show is out (left, or could not pay). */
export interface ShowMemberLeftEvent {
  conversationId: string;
  userId: string;
  reason: ShowEndedReason;
  message: string;
}

export const SHOW_ENDED_MEMBER_LOW_BALANCE = 'Your balance is too low to continue the show.';
export const SHOW_ENDED_PERFORMER_LOW_BALANCE = "The member's balance is too low to continue the show.";

/** server → room `message_created_conversation_{id}` / `message_deleted_conversation_{id}`. */
export type StreamMessageEvent = Message;

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
  balanceUpdated: 'balance-updated',
} as const;

export const messageCreatedEvent = (conversationId: string): string => `message_created_conversation_${conversationId}`;
export const messageDeletedEvent = (conversationId: string): string => `message_deleted_conversation_${conversationId}`;
/** Room name of a conversation: `conversation:{type}:{id}`. */
export const conversationRoom = (type: string, conversationId: string): string => `conversation:${type}:${conversationId}`;
