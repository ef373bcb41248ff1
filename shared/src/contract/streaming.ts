import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ObjectId, Paged, StringEnum } from './envelope';
import { SortFields, TimestampFields } from './fields';
import { Conversation, Message, SendMessageRequest } from './messaging';
import { Performer, PublicUser, StreamingStatus } from './profiles';
import { StreamDeliveryFields } from './site';

// Streaming calls and the realtime events of live shows, used by services/api and mfe-live.
// The runtime values of live shows (event names, texts) live in events.ts, which the browser imports without TypeBox.

export const StreamType = StringEnum(['public', 'private', 'group']);
export type StreamType = Static<typeof StreamType>;

/** A stream row (the platform's stream record, plus a few fields the client finds useful). */
export const Stream = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  type: StreamType,
  /** Media server stream id of this show (public: the performer's broadcast id). */
  sessionId: Type.String({ description: "Media server stream id of this show (public: the performer's broadcast id)" }),
  isStreaming: Type.Boolean(),
  /** Media stream ids taking part (private/group: `{private|group}-{random key}-{accountId}`); others than the show's
   *  performer see only the show's own id and their own. */
  streamIds: Type.Array(Type.String()),
  totalViewer: Type.Number(),
  conversationId: Nullable(Type.String()),
  /** Private shows: the requesting member. */
  userId: Type.Optional(Nullable(Type.String())),
  status: StringEnum(['requested', 'active', 'ended', 'rejected']),
  ...TimestampFields,
});
export type Stream = Static<typeof Stream>;

/** POST /streaming/session. */
export const StreamSessionRequest = Type.Object({
  /** Performer id (public) or conversation id (private/group). */
  id: Type.String({ minLength: 1, maxLength: 200, description: 'Performer id (public) or conversation id (private/group)' }),
  type: StreamType,
});
export type StreamSessionRequest = Static<typeof StreamSessionRequest>;

/** Answer of POST /streaming/session: the stream to play and how to reach the media server. */
export const StreamSession = Type.Object({
  streamId: Type.String(),
  settings: Type.Object({ secureOption: Type.Boolean(), viewerURL: Type.String() }),
  appName: Type.String(),
});
export type StreamSession = Static<typeof StreamSession>;

/** POST /streaming/live, POST /streaming/group-chat, POST /streaming/private-chat/{performerId},
 *  POST /streaming/private-chat/accept/{conversationId}, GET /streaming/group-chat/{performerId}. */
export const StreamConversationResponse = Type.Object({
  conversation: Conversation,
  sessionId: Type.String(),
  /**
   * One-time token for the caller's own `publish` of `sessionId` on the media server (performer's starts only).
   * Absent when the media server could not be reached: ask POST /streaming/token {type:'publish'} again.
   */
  publishToken: Type.Optional(
    Type.String({ description: "One-time media publish token for sessionId (performer's starts); absent when the media server was unreachable" }),
  ),
});
export type StreamConversationResponse = Static<typeof StreamConversationResponse>;

/**
 * POST /streaming/spy/{performerId}: the member watches her running private show silently: its conversation id
 * (its room's `show-billed` and `show-ended`) and her stream id. Nothing about the private member.
 */
export const SpyShowResponse = Type.Object({
  conversationId: Type.String(),
  sessionId: Type.String(),
  /** Tokens per minute he pays. */
  price: Type.Integer({ minimum: 0 }),
});
export type SpyShowResponse = Static<typeof SpyShowResponse>;

/** POST /streaming/live (optional body). */
export const GoLiveRequest = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 200 })),
});
export type GoLiveRequest = Static<typeof GoLiveRequest>;

/** GET /streaming/finish, PUT /streaming/private-chat/reject/{id}. */
export const StreamingSuccess = Type.Object({
  success: Type.Boolean(),
});
export type StreamingSuccess = Static<typeof StreamingSuccess>;

/** GET /streaming/chat/public (performer): her public chat and the running public show, if any. */
export const PublicChatResponse = Type.Object({
  conversation: Conversation,
  sessionId: Nullable(Type.String()),
});
export type PublicChatResponse = Static<typeof PublicChatResponse>;

/** Answer of PUT /streaming/settings: the media settings an admin may change, as stored now. */
export const StreamingSettings = Type.Object({
  secureOption: Type.Boolean(),
  ...StreamDeliveryFields,
});
export type StreamingSettings = Static<typeof StreamingSettings>;

/** PUT /streaming/settings (admin): at least one media setting; secureOption is pushed to the media server. */
export const UpdateStreamingSettingsRequest = Type.Partial(StreamingSettings, { minProperties: 1, additionalProperties: false });
export type UpdateStreamingSettingsRequest = Static<typeof UpdateStreamingSettingsRequest>;

/** POST /streaming/webhook (media server → API; `X-Media-Secret` header or `?secret=`). */
export const MediaWebhookRequest = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  // Any action is accepted; only these two change a show.
  action: Type.String({ examples: ['liveStreamStarted', 'liveStreamEnded'] }),
  streamName: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
});
export type MediaWebhookRequest = Static<typeof MediaWebhookRequest>;

/** Answer of POST /streaming/webhook: whether the event concerned a known show (and which). */
export const MediaWebhookResponse = Type.Object({
  handled: Type.Boolean(),
  streamId: Type.Optional(Type.String()),
});
export type MediaWebhookResponse = Static<typeof MediaWebhookResponse>;

/** POST /streaming/join/{performerId}. */
export const JoinStreamResponse = Type.Object({
  /** Media id of her public show; '' while she is in a private or group show (nothing public to play). */
  sessionId: Type.String(),
  /** Her status now: 'public' to play `sessionId`; 'private' / 'group' while she is in such a show. */
  streamingStatus: Type.Optional(StreamingStatus),
  /** Why there is nothing to play, in plain words (private or group show). */
  message: Type.Optional(Type.String()),
});
export type JoinStreamResponse = Static<typeof JoinStreamResponse>;

/** GET /streaming/status/{performerId}. */
export const StreamingStatusResponse = Type.Object({
  performerId: Type.String(),
  streamingStatus: StreamingStatus,
  isStreaming: Type.Boolean(),
  sessionId: Nullable(Type.String()),
  conversationId: Nullable(Type.String()),
  streamingTitle: Type.String(),
});
export type StreamingStatusResponse = Static<typeof StreamingStatusResponse>;

/**
 * GET /streaming/room/{username}: what her watch room needs, in one read by the name in its URL (so it goes out beside
 * her profile, not after it) — what GET /streaming/status, POST /streaming/join and her public chat tell together.
 */
export const StreamingRoomResponse = Type.Object({
  performerId: Type.String(),
  streamingStatus: StreamingStatus,
  /** Media id of her public show to play; null when she is not in one. */
  sessionId: Nullable(Type.String()),
  /** The room's public chat (created on first use). */
  conversationId: Type.String(),
  /** The media server has her public show's video now (its publisher is on). */
  publishing: Type.Boolean(),
  /** She blocked this member or the country the request comes from: no media id (POST /streaming/join refuses him). */
  blocked: Type.Boolean(),
});
export type StreamingRoomResponse = Static<typeof StreamingRoomResponse>;

/** GET /streaming/active: a page of live performers. */
export const ActiveStreamsResponse = Paged(Performer);
export type ActiveStreamsResponse = Static<typeof ActiveStreamsResponse>;

/** GET /streams query. */
export const StreamListQuery = Type.Object({
  limit: Type.Optional(Type.Number()),
  offset: Type.Optional(Type.Number()),
  performerId: Type.Optional(Type.String()),
  ...SortFields,
});
export type StreamListQuery = Static<typeof StreamListQuery>;

export const StreamTokenType = StringEnum(['publish', 'play']);
export type StreamTokenType = Static<typeof StreamTokenType>;

/** POST /streaming/token. `expireDate` is unix seconds (default now + 1 day). Publish tokens always (the media server
 *  takes no publish without one); play tokens only with secureOption on. */
export const StreamTokenRequest = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  type: StreamTokenType,
  expireDate: Type.Optional(Type.Integer({ minimum: 0, description: 'Unix seconds (milliseconds are accepted too); default now + 1 day' })),
});
export type StreamTokenRequest = Static<typeof StreamTokenRequest>;

export const StreamTokenResponse = Type.Object({
  tokenId: Type.String(),
  streamId: Type.String(),
  expireDate: Type.Number(),
  type: StreamTokenType,
});
export type StreamTokenResponse = Static<typeof StreamTokenResponse>;

/** GET /streaming/active-streams/{performerId}: the performer's running shows. */
export const PerformerActiveStreamsResponse = Type.Array(Stream);
export type PerformerActiveStreamsResponse = Static<typeof PerformerActiveStreamsResponse>;

export const IceServer = Type.Object({
  urls: Type.Union([Type.String(), Type.Array(Type.String())]),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});

/** What the media server can serve, as the API last heard it (HLS needs ffmpeg there). */
export const MediaCapabilities = Type.Object({
  hls: Type.Boolean({ description: 'HLS playlists are served (false also when the media server could not be asked)' }),
  webrtc: Type.Boolean(),
});
export type MediaCapabilities = Static<typeof MediaCapabilities>;

/** GET /streaming/webrtc/config. */
export const WebRtcConfig = Type.Object({
  iceServers: Type.Array(IceServer),
  /** ws(s)://host/{AppName}/websocket */
  websocketUrl: Type.String({ description: 'ws(s)://host/{AppName}/websocket' }),
  /** base for `{hlsBaseUrl}/{streamId}.m3u8` */
  hlsBaseUrl: Type.String({ description: 'Base of {hlsBaseUrl}/{streamId}.m3u8' }),
  appName: Type.String(),
  ...StreamDeliveryFields,
  secureOption: Type.Boolean(),
  /** Optional: older APIs do not send it; a player then plays what the options say. */
  capabilities: Type.Optional(MediaCapabilities),
});
export type WebRtcConfig = Static<typeof WebRtcConfig>;

/** GET /streaming/analytics/{streamId} (stream id or session id). */
export const StreamAnalytics = Type.Object({
  streamId: Type.String(),
  sessionId: Type.String(),
  type: StreamType,
  isStreaming: Type.Boolean(),
  totalViewer: Type.Number(),
  currentViewers: Type.Number(),
  /** The most signed-in viewers the show had at once. */
  peakViewers: Type.Optional(Type.Number()),
  durationSeconds: Type.Number(),
  tokensEarned: Type.Number(),
  billedMinutes: Type.Number(),
  startedAt: Type.String(),
  endedAt: Nullable(Type.String()),
});
export type StreamAnalytics = Static<typeof StreamAnalytics>;

/** POST /streaming/viewer-unregister/{streamId}. */
export const ViewerUnregisterRequest = Type.Object({
  userId: Type.Optional(ObjectId),
});
export type ViewerUnregisterRequest = Static<typeof ViewerUnregisterRequest>;

/** GET /streaming/viewers/{streamId}, and the answers of viewer-register/unregister. */
export const StreamViewers = Type.Object({
  streamId: Type.String(),
  total: Type.Number(),
  viewers: Type.Array(PublicUser),
});
export type StreamViewers = Static<typeof StreamViewers>;

/** GET /streaming/media-stats/{streamId} (her own show): what the media server sees of it. */
export const MediaStats = Type.Object({
  streamId: Type.String(),
  /** The media server receives her stream. */
  publishing: Type.Boolean(),
  /** Players connected to it: WebRTC plus HLS (clients that fetched its playlist in the last seconds). */
  viewers: Type.Integer(),
  webRTCViewerCount: Type.Integer(),
  hlsViewerCount: Type.Integer(),
});
export type MediaStats = Static<typeof MediaStats>;

/** POST /messages/stream/conversations/{id}, POST /messages/stream/public/conversations/{id}: the same as a private message. */
export const SendStreamMessageRequest = SendMessageRequest;
export type SendStreamMessageRequest = Static<typeof SendStreamMessageRequest>;

/** DELETE /messages/{conversationId}/remove-all-message: how many messages were deleted. */
export const RemoveAllMessagesResponse = Type.Object({
  success: Type.Boolean(),
  total: Type.Integer({ minimum: 0 }),
});
export type RemoveAllMessagesResponse = Static<typeof RemoveAllMessagesResponse>;

// ---- realtime (socket.io) ----

/** client → server: join, rejoin or leave the room of a conversation. */
export const ConversationRoomPayload = Type.Object({
  conversationId: Type.String(),
});
export type ConversationRoomPayload = Static<typeof ConversationRoomPayload>;

/** server → client acknowledgement of a room request. */
export const RoomAck = Type.Object({
  ok: Type.Boolean(),
  conversationId: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type RoomAck = Static<typeof RoomAck>;

/** server → room `MODEL_JOIN_ROOM`, `MODEL_LEFT_ROOM`: the performer came into or left the room of her show. */
export const ModelRoomEvent = ConversationRoomPayload;
export type ModelRoomEvent = Static<typeof ModelRoomEvent>;

/** server → room `public-room-changed`. */
export const PublicRoomChangedEvent = Type.Object({
  conversationId: Type.String(),
  total: Type.Number(),
  members: Type.Array(PublicUser),
});
export type PublicRoomChangedEvent = Static<typeof PublicRoomChangedEvent>;

/** server → room `join-broadcaster`, `model-left`. */
export const BroadcasterEvent = Type.Object({
  performerId: Type.String(),
  conversationId: Type.Optional(Type.String()),
});
export type BroadcasterEvent = Static<typeof BroadcasterEvent>;

/** server → member `JOINED_THE_ROOM`. */
export const JoinedTheRoomEvent = Type.Object({
  conversationId: Type.String(),
  streamId: Type.String(),
  total: Type.Number(),
  members: Type.Array(PublicUser),
  streamList: Type.Array(Type.String()),
});
export type JoinedTheRoomEvent = Static<typeof JoinedTheRoomEvent>;

/** server → performer `private-chat-request`. */
export const PrivateChatRequestEvent = Type.Object({
  user: PublicUser,
  conversationId: Type.String(),
  streamId: Type.String(),
});
export type PrivateChatRequestEvent = Static<typeof PrivateChatRequestEvent>;

/** server → member `private-chat-accepted`. */
export const PrivateChatAcceptedEvent = Type.Object({
  conversationId: Type.String(),
  sessionId: Type.String(),
});
export type PrivateChatAcceptedEvent = Static<typeof PrivateChatAcceptedEvent>;

/** server → member `private-chat-rejected`. */
export const PrivateChatRejectedEvent = Type.Object({
  conversationId: Type.String(),
});
export type PrivateChatRejectedEvent = Static<typeof PrivateChatRejectedEvent>;

/** server → all `modelUpdateStatus`, `modelUpdateStreamingStatus`. */
export const ModelStatusEvent = Type.Object({
  id: Type.String(),
  performer: Performer,
  status: StreamingStatus,
});
export type ModelStatusEvent = Static<typeof ModelStatusEvent>;

/** server → performer `RECEIVED_PAID_TOKEN`. */
export const ReceivedPaidTokenEvent = Type.Object({
  conversationId: Type.String(),
  token: Type.Number(),
  netPrice: Type.Number(),
});
export type ReceivedPaidTokenEvent = Static<typeof ReceivedPaidTokenEvent>;

/** server → member `show-billed` (a minute of a private/group show was charged). */
export const ShowBilledEvent = Type.Object({
  conversationId: Type.String(),
  minute: Type.Number(),
  token: Type.Number(),
  balance: Type.Number(),
});
export type ShowBilledEvent = Static<typeof ShowBilledEvent>;

export const ShowEndedReason = StringEnum([
  'insufficient-balance',
  'finished',
  'member-left',
  'performer-left',
  'rejected',
  'stale',
  'billing-failed',
  'max-duration',
  // her publish stopped at the media server and did not come back within the grace
  'broadcast-lost',
  // the member's video did not start playing within the start window: nothing was billed
  'video-not-started',
  // the member's video stopped playing and did not come back within the window: no further minute billed
  'video-lost',
]);
export type ShowEndedReason = Static<typeof ShowEndedReason>;

/** server → member and performer `show-ended`. */
export const ShowEndedEvent = Type.Object({
  conversationId: Type.String(),
  reason: ShowEndedReason,
  message: Type.String(),
});
export type ShowEndedEvent = Static<typeof ShowEndedEvent>;

/** server → performer `show-member-left`: one member of a group show is out (left, or could not pay). */
export const ShowMemberLeftEvent = Type.Object({
  conversationId: Type.String(),
  userId: Type.String(),
  reason: ShowEndedReason,
  message: Type.String(),
});
export type ShowMemberLeftEvent = Static<typeof ShowMemberLeftEvent>;

/** server → the room of a private show `spy-count`: how many members spy on it now (silently: no names). */
export const SpyCountEvent = Type.Object({
  conversationId: Type.String(),
  spies: Type.Integer({ minimum: 0 }),
});
export type SpyCountEvent = Static<typeof SpyCountEvent>;

/** server → room `message_created_conversation_{id}` / `message_deleted_conversation_{id}`. */
export const StreamMessageEvent = Message;
export type StreamMessageEvent = Static<typeof StreamMessageEvent>;
