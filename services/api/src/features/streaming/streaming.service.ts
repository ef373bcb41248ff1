import crypto from 'node:crypto';
import type {
  PrivateChatAcceptedEvent,
  PrivateChatRejectedEvent,
  PrivateChatRequestEvent,
  ShowEndedEvent,
  ShowEndedReason,
  ShowMemberLeftEvent,
  SpyCountEvent,
  SpyShowResponse,
  StreamConversationResponse,
  StreamingStatus,
} from '@platform/shared/contract';
import { SHOW_ENDED_MEMBER_LOW_BALANCE, SHOW_ENDED_PERFORMER_LOW_BALANCE, STREAM_EVENTS, conversationRoom } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { newId } from '../../db/ids';
import { loadPublicAccounts, refKey } from '../accounts/public-accounts.repository';
import { InsufficientFundsError } from '../money/ledger.repository';
import { MediaError } from './media-client';
import type { PublisherCheck } from './publisher-watch';
import type { BillingStop } from './show-billing';
import { assertNotBlocked, assertVerified, newShowKey } from './stream-access';
import { addParticipant, createShowConversation, findOrCreatePublicConversation } from '../conversations/stream-conversations.repository';
import { addStreamTime, setStreamingTitle } from './performer-streaming.repository';
import { acceptPrivateStream, insertPrivateRequest, openPrivateStream, rejectStreamRequest } from './private-requests.repository';
import { memberBalance } from './show-billing.repository';
import {
  activeParticipantCount,
  activeSpyCount,
  addPrivateParticipant,
  closeParticipant,
  endActiveParticipants,
  endParticipant,
  joinShowParticipant,
  participant,
} from './stream-participants.repository';
import { closeViewers } from './stream-viewers.repository';
import {
  activeStream,
  activeStreamTypes,
  addMediaStreamId,
  endStream,
  findStream,
  setStreamPublishing,
  insertGroupStream,
  insertPublicStream,
  memberStreamIdOf,
  openStreamsOfPerformer,
  setStreamConversation,
  showStreamId,
  streamOfConversation,
  type StreamRow,
} from './streams.repository';
import { conversationView, requirePerformer, setStreamingStatus } from './streaming.runtime';

type EndReason = ShowEndedReason;

const MEMBER_TEXT: Record<EndReason, string> = {
  'insufficient-balance': SHOW_ENDED_MEMBER_LOW_BALANCE,
  finished: 'The performer has ended the show.',
  'member-left': 'You have left the show.',
  'performer-left': 'The performer has left the show.',
  rejected: 'The performer has ended the private show.',
  stale: 'The show was interrupted and has been closed.',
  'billing-failed': 'The show was stopped because the next minute could not be billed.',
  'max-duration': 'The show has reached its maximum length.',
  'broadcast-lost': "The performer's broadcast stopped, so the show has ended. You are not charged for any further minute.",
  'video-not-started': 'The video of the show did not start playing in time, so the show has ended. No tokens were charged.',
  'video-lost': 'The video of the show stopped playing and did not come back, so you are out of the show. No further minute is charged.',
};
const PERFORMER_TEXT: Record<EndReason, string> = {
  'insufficient-balance': SHOW_ENDED_PERFORMER_LOW_BALANCE,
  finished: 'The show has ended.',
  'member-left': 'The member has left the show.',
  'performer-left': 'You have left the show.',
  rejected: 'You have ended the private show.',
  stale: 'The show was interrupted and has been closed.',
  'billing-failed': 'The show was stopped because the next minute could not be billed.',
  'max-duration': 'The show has reached its maximum length.',
  'broadcast-lost': 'Your broadcast stopped and did not come back, so the show has ended.',
  'video-not-started': "The member's video did not start playing in time, so the show has ended. Nothing was charged.",
  'video-lost': "The member's video stopped playing and did not come back, so the member is out of the show. No further minute is charged.",
};

/** What a spy hears when the private show he watched ends, whatever ended it. */
const SPY_SHOW_ENDED = 'The private show has ended.';

const roomOf = (stream: StreamRow) => conversationRoom(`stream_${stream.type}`, stream.conversation_id ?? '');

/** Tells the room of a private show (its performer and member) how many spies watch it. */
async function tellSpyCount(ctx: AppContext, stream: StreamRow) {
  const event: SpyCountEvent = { conversationId: stream.conversation_id ?? '', spies: await activeSpyCount(ctx.db, stream.id) };
  ctx.realtime.emitToRoom(roomOf(stream), STREAM_EVENTS.spyCount, event);
}

/**
 * Best effort: the broadcast record on the media server (webhooks, names). The show goes on without it.
 * Returns false when the media server could not be reached at all.
 */
async function createBroadcast(ctx: AppContext, stream: StreamRow, streamId: string, name: string) {
  const rt = ctx.streaming;
  try {
    await rt.media.createBroadcast({
      streamId,
      name,
      listenerHookURL: rt.webhookUrl(),
      metaData: JSON.stringify({ streamId: stream.id, performerId: stream.performer_id, type: stream.type }),
      category: stream.type,
    });
  } catch (error) {
    rt.log(`media: broadcast ${streamId} not created (${(error as Error).message})`);
    return !(error instanceof MediaError && error.status === 0);
  }
  return true;
}

/** A publish token lives this long; it is spent by the first publish anyway. */
const PUBLISH_TOKEN_SECONDS = 60 * 60;

/**
 * The answer of a start, with the one-time token the media server wants for publishing `sessionId`
 * (it takes no publish without one). When the media server cannot be reached the answer goes out without
 * it, as before: the page may ask POST /streaming/token again once the media server is back.
 */
async function withPublishToken(ctx: AppContext, answer: StreamConversationResponse, mediaReachable = true): Promise<StreamConversationResponse> {
  if (!mediaReachable) return answer;
  const rt = ctx.streaming;
  try {
    const token = await rt.media.token(answer.sessionId, 'publish', Math.floor(Date.now() / 1000) + PUBLISH_TOKEN_SECONDS);
    return { ...answer, publishToken: token.tokenId };
  } catch (error) {
    rt.log(`media: no publish token for ${answer.sessionId} (${(error as Error).message})`);
    return answer;
  }
}

/** The performer's status follows her running shows: private > group > public > offline. */
export async function refreshPerformerStatus(ctx: AppContext, performerId: string, force = false) {
  const types = await activeStreamTypes(ctx.db, performerId);
  const status: StreamingStatus = types.has('private') ? 'private' : types.has('group') ? 'group' : types.has('public') ? 'public' : 'offline';
  await setStreamingStatus(ctx, performerId, status, force);
  return status;
}

const userBalance = async (ctx: AppContext, userId: string) => {
  const balance = await memberBalance(ctx.db, userId);
  if (balance === null) throw notFound('Member not found');
  return balance;
};

const response = async (
  ctx: AppContext,
  stream: StreamRow,
  me: { source: 'user' | 'performer'; id: string },
): Promise<StreamConversationResponse> => ({
  conversation: await conversationView(ctx, stream.conversation_id!, me),
  sessionId: stream.session_id,
});

/** POST /streaming/live: opens (or returns) the performer's public show and its chat. */
export async function goLive(ctx: AppContext, performerId: string, title?: string): Promise<StreamConversationResponse> {
  const performer = await requirePerformer(ctx.db, performerId);
  assertVerified(performer);
  const { stream, created } = await ctx.db.transaction(async (tx) => {
    let row = await activeStream(tx, performerId, 'public');
    let isNew = false;
    if (!row) {
      isNew = await insertPublicStream(tx, { id: newId(), performerId, sessionId: crypto.randomBytes(12).toString('hex') });
      row = (await activeStream(tx, performerId, 'public'))!;
    }
    const conversationId = await findOrCreatePublicConversation(tx, performerId, performer.username, row.id);
    await setStreamConversation(tx, row.id, conversationId);
    if (title !== undefined) await setStreamingTitle(tx, performerId, title.trim());
    return { stream: { ...row, conversation_id: conversationId }, created: isNew };
  });
  const reachable = created ? await createBroadcast(ctx, stream, stream.session_id, `${performer.username} live`) : true;
  await refreshPerformerStatus(ctx, performerId, created);
  expectPublisher(ctx, stream, reachable);
  return withPublishToken(ctx, await response(ctx, stream, { source: 'performer', id: performerId }), reachable);
}

/** GET /streaming/finish: ends every show of the performer. */
export async function finishAll(ctx: AppContext, performerId: string) {
  const streams = await openStreamsOfPerformer(ctx.db, performerId);
  for (const stream of streams) {
    if (stream.type === 'public') {
      await endPublicShow(ctx, stream, 'finished');
    } else if (stream.status === 'requested') {
      await rejectRequest(ctx, stream);
    } else {
      await endShow(ctx, stream, 'finished');
    }
  }
  await refreshPerformerStatus(ctx, performerId);
  return { success: true };
}

/** The show's play tokens stop working on the media server (best effort: they also expire within minutes). */
function revokePlayTokens(ctx: AppContext, stream: StreamRow) {
  const rt = ctx.streaming;
  for (const mediaId of new Set([stream.session_id, ...stream.stream_ids])) {
    rt.media.revokeTokens(mediaId).catch((error: Error) => rt.log(`media: tokens of ${mediaId} not revoked (${error.message})`));
  }
}

/** Ends her public show: her streaming time counts, viewers leave, the room hears `model-left`. */
async function endPublicShow(ctx: AppContext, stream: StreamRow, reason: EndReason) {
  if (!(await endStream(ctx.db, stream.id, reason))) return false;
  revokePlayTokens(ctx, stream);
  await addStreamTime(ctx.db, stream.performer_id, stream.started_at ?? stream.created_at);
  await closeViewers(ctx.db, stream.id);
  ctx.realtime.emitToRoom(roomOf(stream), STREAM_EVENTS.modelLeft, {
    performerId: stream.performer_id,
    conversationId: stream.conversation_id ?? undefined,
  });
  return true;
}

/** Starts waiting for her publish of a show (not when the media server could not be reached: no webhooks then). */
function expectPublisher(ctx: AppContext, stream: StreamRow, mediaReachable: boolean) {
  if (mediaReachable && !stream.is_streaming) ctx.streaming.publishers.expect(stream.id);
}

/**
 * The publisher wait of a show is over. Unless her publish is back (a webhook, her page's `public-stream/live`,
 * or the media server's own record), the show ends as if she had pressed Finish, with `broadcast-lost`.
 */
export async function checkPublisher(ctx: AppContext, streamId: string, cause: PublisherCheck) {
  const stream = await findStream(ctx.db, streamId);
  if (!stream || stream.status !== 'active') return false;
  // after a restart the flag may predate webhooks the API missed: only the media server knows
  if (stream.is_streaming && cause !== 'restart') return false;
  const rt = ctx.streaming;
  try {
    const broadcast = await rt.media.getBroadcast(stream.session_id);
    if (broadcast.status === 'broadcasting') {
      await setStreamPublishing(ctx.db, stream.id, true);
      return false;
    }
  } catch (error) {
    // an unreachable media server proves nothing, except after it said the publish ended
    if (error instanceof MediaError && error.status === 0 && cause !== 'ended') {
      rt.log(`media: publisher of ${stream.session_id} not checked (${error.message})`);
      return false;
    }
  }
  return endLostShow(ctx, stream);
}

async function endLostShow(ctx: AppContext, stream: StreamRow) {
  if (stream.type !== 'public') return endShow(ctx, stream, 'broadcast-lost');
  if (!(await endPublicShow(ctx, stream, 'broadcast-lost'))) return false;
  // her page (if still open, e.g. after a long network loss) learns why it is offline
  ctx.realtime.emitToAccount('performer', stream.performer_id, STREAM_EVENTS.showEnded, {
    conversationId: stream.conversation_id ?? '',
    reason: 'broadcast-lost',
    message: PERFORMER_TEXT['broadcast-lost'],
  } satisfies ShowEndedEvent);
  await refreshPerformerStatus(ctx, stream.performer_id);
  return true;
}

/** Ends a private or group show for everybody in it. */
export async function endShow(ctx: AppContext, stream: StreamRow, reason: EndReason) {
  if (!(await endStream(ctx.db, stream.id, reason))) return false;
  revokePlayTokens(ctx, stream);
  const members = await endActiveParticipants(ctx.db, stream.id, reason);
  await ctx.streaming.billing.stop(stream.id);
  const conversationId = stream.conversation_id ?? '';
  const notify = (source: 'user' | 'performer', id: string, text: string) =>
    ctx.realtime.emitToAccount(source, id, STREAM_EVENTS.showEnded, { conversationId, reason, message: text } satisfies ShowEndedEvent);
  for (const { user_id: member, role } of members) notify('user', member, role === 'spy' ? SPY_SHOW_ENDED : MEMBER_TEXT[reason]);
  if (stream.type === 'private' && stream.user_id && !members.some((m) => m.user_id === stream.user_id)) {
    notify('user', stream.user_id, MEMBER_TEXT[reason]);
  }
  notify('performer', stream.performer_id, PERFORMER_TEXT[reason]);
  ctx.realtime.emitToRoom(roomOf(stream), STREAM_EVENTS.modelLeft, { performerId: stream.performer_id, conversationId });
  await refreshPerformerStatus(ctx, stream.performer_id);
  return true;
}

/**
 * A member leaves a show: a private show ends for both; in a group show only the member is out, and a spy only
 * stops watching (the private show's room hears the new spy count).
 */
export async function leaveShow(ctx: AppContext, stream: StreamRow, userId: string, reason: EndReason) {
  const spying = stream.type === 'private' && (await participant(ctx.db, stream.id, userId))?.role === 'spy';
  if (stream.type === 'private' && !spying) return endShow(ctx, stream, reason);
  const left = await endParticipant(ctx.db, stream.id, userId, reason);
  await ctx.streaming.billing.stop(stream.id, userId);
  if (!left) return false;
  const conversationId = stream.conversation_id ?? '';
  ctx.realtime.emitToAccount('user', userId, STREAM_EVENTS.showEnded, {
    conversationId,
    reason,
    message: MEMBER_TEXT[reason],
  } satisfies ShowEndedEvent);
  if (spying) {
    await tellSpyCount(ctx, stream);
    return true;
  }
  const memberLeft: ShowMemberLeftEvent = { conversationId, userId, reason, message: PERFORMER_TEXT[reason] };
  ctx.realtime.emitToAccount('performer', stream.performer_id, STREAM_EVENTS.showMemberLeft, memberLeft);
  return true;
}

/** What billing calls when a member is out of a show. */
export async function stopForBilling(ctx: AppContext, streamId: string, userId: string, reason: BillingStop) {
  const stream = await findStream(ctx.db, streamId);
  if (!stream || stream.status !== 'active') {
    await endParticipant(ctx.db, streamId, userId, reason);
    return;
  }
  await leaveShow(ctx, stream, userId, reason);
}

/** POST /streaming/group-chat: opens (or returns) the performer's group show. */
export async function startGroup(ctx: AppContext, performerId: string): Promise<StreamConversationResponse> {
  const performer = await requirePerformer(ctx.db, performerId);
  assertVerified(performer);
  const { stream, created } = await ctx.db.transaction(async (tx) => {
    const existing = await activeStream(tx, performerId, 'group');
    if (existing) return { stream: existing, created: false };
    const id = newId();
    const sessionId = showStreamId('group', newShowKey(), performerId);
    const inserted = await insertGroupStream(tx, { id, performerId, sessionId, price: performer.group_call_price });
    if (!inserted) return { stream: (await activeStream(tx, performerId, 'group'))!, created: false };
    const conversationId = await createShowConversation(tx, 'stream_group', `${performer.username} group show`, id, performerId);
    await setStreamConversation(tx, id, conversationId);
    return { stream: (await findStream(tx, id))!, created: true };
  });
  const reachable = created ? await createBroadcast(ctx, stream, stream.session_id, `${performer.username} group show`) : true;
  await refreshPerformerStatus(ctx, performerId, created);
  expectPublisher(ctx, stream, reachable);
  return withPublishToken(ctx, await response(ctx, stream, { source: 'performer', id: performerId }), reachable);
}

const LOW_BALANCE_WHAT = { private: 'for a private show', group: 'to join the group show', spy: 'to spy on the private show' } as const;
const lowBalance = (kind: keyof typeof LOW_BALANCE_WHAT, price: number, balance: number) =>
  badRequest(`You do not have enough tokens ${LOW_BALANCE_WHAT[kind]}: it costs ${price} tokens per minute and your balance is ${balance} tokens.`);

/** His first minute, charged as soon as his video plays; one who cannot pay it is out again with the reason. */
async function startBilling(ctx: AppContext, stream: StreamRow, userId: string, kind: keyof typeof LOW_BALANCE_WHAT, price: number) {
  try {
    await ctx.streaming.billing.start(stream.id, userId);
  } catch (error) {
    await closeParticipant(ctx.db, stream.id, userId, 'insufficient-balance');
    if (error instanceof InsufficientFundsError) throw lowBalance(kind, price, await userBalance(ctx, userId));
    throw error;
  }
}

/** A member's request to a performer's show, from the country his request came from. */
type MemberShowRequest = (ctx: AppContext, userId: string, performerId: string, country?: string | null) => Promise<StreamConversationResponse>;

/** The performer a member asks a show of, once her blocks let him in. */
async function performerFor(ctx: AppContext, userId: string, performerId: string, country: string | null) {
  const performer = await requirePerformer(ctx.db, performerId);
  await assertNotBlocked(ctx.db, performerId, { source: 'user', sourceId: userId }, country);
  return performer;
}

/** GET /streaming/group-chat/{performerId}: a member joins the running group show (first minute billed once his video plays). */
export const joinGroup: MemberShowRequest = async (ctx, userId, performerId, country = null) => {
  const performer = await performerFor(ctx, userId, performerId, country);
  const stream = await activeStream(ctx.db, performerId, 'group');
  if (!stream) throw badRequest('The performer is not in a group show');
  const me = { source: 'user' as const, id: userId };
  if ((await participant(ctx.db, stream.id, userId))?.status === 'active') return response(ctx, stream, me);
  const price = performer.group_call_price;
  const balance = await userBalance(ctx, userId);
  if (balance < price) throw lowBalance('group', price, balance);
  if ((await activeParticipantCount(ctx.db, stream.id)) >= performer.max_participants_allowed) throw badRequest('This group show is full');
  await ctx.db.transaction(async (tx) => {
    await joinShowParticipant(tx, stream.id, userId);
    await addParticipant(tx, stream.conversation_id!, me);
    const memberStreamId = memberStreamIdOf(stream, userId);
    if (memberStreamId) await addMediaStreamId(tx, stream.id, memberStreamId);
  });
  await startBilling(ctx, stream, userId, 'group', price);
  return response(ctx, stream, me);
};

/**
 * POST /streaming/spy/{performerId}: a member watches her running private show silently, at her spy price per
 * minute (billed like other shows: only minutes whose video plays). He plays her video only, is not in the show's
 * chat, and its parties see only how many spies watch.
 */
export async function spyOnPrivate(ctx: AppContext, userId: string, performerId: string, country: string | null = null): Promise<SpyShowResponse> {
  const performer = await performerFor(ctx, userId, performerId, country);
  const stream = await activeStream(ctx.db, performerId, 'private');
  if (!stream) throw badRequest('The performer is not in a private show');
  if (!performer.allow_spy) throw badRequest('The performer does not allow spying on her private shows');
  if (stream.user_id === userId) throw badRequest('You are in this private show already');
  const price = performer.spy_price;
  const answer = { conversationId: stream.conversation_id ?? '', sessionId: stream.session_id, price };
  if ((await participant(ctx.db, stream.id, userId))?.status === 'active') return answer;
  const balance = await userBalance(ctx, userId);
  if (balance < price) throw lowBalance('spy', price, balance);
  await joinShowParticipant(ctx.db, stream.id, userId, 'spy');
  await startBilling(ctx, stream, userId, 'spy', price);
  await tellSpyCount(ctx, stream);
  return answer;
}

/** POST /streaming/private-chat/{performerId}: a member asks for a private show. */
export const requestPrivate: MemberShowRequest = async (ctx, userId, performerId, country = null) => {
  const performer = await performerFor(ctx, userId, performerId, country);
  if (performer.streaming_status === 'offline') throw badRequest('The performer is not live');
  if (performer.streaming_status === 'private') throw badRequest('The performer is in a private show right now');
  const price = performer.private_call_price;
  const balance = await userBalance(ctx, userId);
  if (balance < price) throw lowBalance('private', price, balance);
  const stream = await ctx.db.transaction(async (tx) => {
    const open = await openPrivateStream(tx, performerId, userId);
    if (open) return open;
    const id = newId();
    // only its two parties ever learn these ids
    const key = newShowKey();
    await insertPrivateRequest(tx, {
      id,
      performerId,
      userId,
      sessionId: showStreamId('private', key, performerId),
      memberStreamId: showStreamId('private', key, userId),
      price,
    });
    const conversationId = await createShowConversation(tx, 'stream_private', `Private show with ${performer.username}`, id, performerId, userId);
    await setStreamConversation(tx, id, conversationId);
    return (await findStream(tx, id))!;
  });
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, [{ source: 'user', id: userId }]);
  const request: PrivateChatRequestEvent = {
    user: accounts.get(refKey('user', userId))!,
    conversationId: stream.conversation_id!,
    streamId: stream.id,
  };
  ctx.realtime.emitToAccount('performer', performerId, STREAM_EVENTS.privateChatRequest, request);
  return response(ctx, stream, { source: 'user', id: userId });
};

/** The private show of a conversation, as its performer: 404 unknown, 403 someone else's. */
async function privateStreamFor(ctx: AppContext, performerId: string, conversationId: string) {
  const stream = await streamOfConversation(ctx.db, conversationId);
  if (!stream || stream.type !== 'private') throw notFound('Private chat request not found');
  if (stream.performer_id !== performerId) throw forbidden();
  return stream;
}

/** POST /streaming/private-chat/accept/{conversationId}: the show starts; its first minute is billed once the member's video plays. */
export async function acceptPrivate(ctx: AppContext, performerId: string, conversationId: string): Promise<StreamConversationResponse> {
  const stream = await privateStreamFor(ctx, performerId, conversationId);
  const me = { source: 'performer' as const, id: performerId };
  const performer = await requirePerformer(ctx.db, performerId);
  assertVerified(performer);
  if (stream.status === 'active') return withPublishToken(ctx, await response(ctx, stream, me));
  if (stream.status !== 'requested') throw badRequest('This private chat request is no longer pending');
  const busy = await activeStream(ctx.db, performerId, 'private');
  if (busy) throw badRequest('You are already in a private show; finish it first');
  const userId = stream.user_id!;
  if ((await userBalance(ctx, userId)) < performer.private_call_price) {
    await rejectRequest(ctx, stream);
    throw badRequest("The member's balance is too low for a private show.");
  }
  const accepted = await ctx.db.transaction(async (tx) => {
    const started = await acceptPrivateStream(tx, stream.id, performer.private_call_price);
    if (started) await addPrivateParticipant(tx, stream.id, userId);
    return started;
  });
  if (!accepted) throw badRequest('This private chat request is no longer pending');
  try {
    await ctx.streaming.billing.start(stream.id, userId);
  } catch (error) {
    await endShow(ctx, accepted, 'insufficient-balance');
    if (error instanceof InsufficientFundsError) throw badRequest("The member's balance is too low for a private show.");
    throw error;
  }
  // The member hears first: her status change below takes the request button out of his room.
  const event: PrivateChatAcceptedEvent = { conversationId, sessionId: accepted.session_id };
  ctx.realtime.emitToAccount('user', userId, STREAM_EVENTS.privateChatAccepted, event);
  await refreshPerformerStatus(ctx, performerId, true);
  const reachable = await createBroadcast(ctx, accepted, accepted.session_id, `Private show of ${performer.username}`);
  expectPublisher(ctx, accepted, reachable);
  return withPublishToken(ctx, await response(ctx, accepted, me), reachable);
}

/** The member hears that his request is no longer pending. */
function tellRequestDeclined(ctx: AppContext, stream: StreamRow) {
  if (!stream.user_id) return;
  const event: PrivateChatRejectedEvent = { conversationId: stream.conversation_id ?? '' };
  ctx.realtime.emitToAccount('user', stream.user_id, STREAM_EVENTS.privateChatRejected, event);
}

async function rejectRequest(ctx: AppContext, stream: StreamRow) {
  const rejected = await rejectStreamRequest(ctx.db, stream.id);
  if (rejected) tellRequestDeclined(ctx, stream);
  return rejected;
}

/** Requests the billing sweep expired (unanswered for `privateRequestTtlMs`, declined in the database) end like a rejection. */
export function requestsExpired(ctx: AppContext, streams: StreamRow[]) {
  for (const stream of streams) tellRequestDeclined(ctx, stream);
}

/** PUT /streaming/private-chat/reject/{conversationId}: declines a request (or ends a running private show). */
export async function rejectPrivate(ctx: AppContext, performerId: string, conversationId: string) {
  const stream = await privateStreamFor(ctx, performerId, conversationId);
  if (stream.status === 'requested' && (await rejectRequest(ctx, stream))) return { success: true };
  if (stream.status === 'active') {
    await endShow(ctx, stream, 'rejected');
    ctx.realtime.emitToAccount('user', stream.user_id!, STREAM_EVENTS.privateChatRejected, { conversationId } satisfies PrivateChatRejectedEvent);
    return { success: true };
  }
  throw badRequest('This private chat request is no longer pending');
}
